import { createFileRoute } from '@tanstack/react-router';
import { AddLaborForm } from '../../../../../../features/riders/add-labor-form';

export const Route = createFileRoute('/_signed-in/dashboard/riders/$riderId/labor/add')({
  component: AddLaborRoute,
});

function AddLaborRoute() {
  const { riderId } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <AddLaborForm
      onDone={() => void navigate({ to: '/dashboard/riders/$riderId/labor', params: { riderId } })}
    />
  );
}
