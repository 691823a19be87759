import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { CreateRiderForm } from '../../../../features/riders/create-rider-form';

const CreateRiderSearchSchema = v.object({ tourId: v.fallback(v.optional(v.string()), undefined) });

/** A new rider; `?tourId=` preselects the tour (from the tour's riders screen). */
export const Route = createFileRoute('/_signed-in/dashboard/riders/create')({
  validateSearch: CreateRiderSearchSchema,
  component: CreateRiderRoute,
});

function CreateRiderRoute() {
  const { tourId } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CreateRiderForm
      tourId={tourId}
      onCreated={(riderId) =>
        void navigate({ to: '/dashboard/riders/$riderId/personnel', params: { riderId } })
      }
    />
  );
}
