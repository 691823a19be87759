import { useNavigate } from '@tanstack/react-router';
import { RIDER_MESSAGES } from '#contract/riders';
import type { RiderRow } from '../../offline/db';
import { mutate } from '../../offline/user-sync';
import { ConfirmButton } from '../../ui/confirm-button';
import { riderWrite } from './rider-write';

/** Deletes the rider with all its parts (offline too), then shows the tour's riders. */
export function DeleteRiderButton({ rider }: { rider: RiderRow }) {
  const navigate = useNavigate();
  return (
    <ConfirmButton
      title={`Delete ${rider.name}?`}
      confirmLabel="Delete rider"
      explanation={
        <p>Its lines, people, labor, supporting acts and files go with it, for everyone on the tour.</p>
      }
      // riderWrite toasts either way and never throws.
      action={() => riderWrite(() => mutate('rider.delete', { id: rider.id }), RIDER_MESSAGES.deleted)}
      failure="toast"
      onDone={(outcome) => {
        if (outcome.ok)
          void navigate({ to: '/dashboard/tours/$tourId/riders', params: { tourId: rider.tourId } });
      }}
    >
      Delete
    </ConfirmButton>
  );
}
