import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { AddSupportPersonForm } from '../../../../../../features/riders/add-support-person-form';

const SupportPersonnelSearchSchema = v.object({ actId: v.fallback(v.string(), '') });

export const Route = createFileRoute('/_signed-in/dashboard/riders/$riderId/support-personnel/add')({
  validateSearch: SupportPersonnelSearchSchema,
  component: AddSupportPersonRoute,
});

function AddSupportPersonRoute() {
  const { riderId } = Route.useParams();
  const { actId } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AddSupportPersonForm
      actId={actId}
      onDone={() => void navigate({ to: '/dashboard/riders/$riderId/supporting-act', params: { riderId } })}
    />
  );
}
