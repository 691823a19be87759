import { createFileRoute } from '@tanstack/react-router';
import { EditRiderForm } from '../../../../../features/riders/edit-rider-form';

export const Route = createFileRoute('/_signed-in/dashboard/riders/$riderId/edit')({
  component: EditRiderRoute,
});

function EditRiderRoute() {
  const { riderId } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <EditRiderForm
      onDone={() => void navigate({ to: '/dashboard/riders/$riderId/personnel', params: { riderId } })}
    />
  );
}
