import { createFileRoute } from '@tanstack/react-router';
import { AddRiderPersonnelForm } from '../../../../../../features/riders/add-rider-personnel-form';

export const Route = createFileRoute('/_signed-in/dashboard/riders/$riderId/personnel/add')({
  component: AddRiderPersonnelRoute,
});

function AddRiderPersonnelRoute() {
  const { riderId } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <AddRiderPersonnelForm
      onDone={() => void navigate({ to: '/dashboard/riders/$riderId/personnel', params: { riderId } })}
    />
  );
}
