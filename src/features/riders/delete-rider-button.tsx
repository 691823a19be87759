import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { RIDER_MESSAGES } from '#contract/riders';
import type { RiderRow } from '../../offline/db';
import { mutate } from '../../offline/user-sync';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { riderWrite } from './rider-write';

/** Deletes the rider with all its parts (offline too), then shows the tour's riders. */
export function DeleteRiderButton({ rider }: { rider: RiderRow }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const remove = async () => {
    setConfirming(false);
    const outcome = await riderWrite(() => mutate('rider.delete', { id: rider.id }), RIDER_MESSAGES.deleted);
    if (outcome.ok)
      void navigate({ to: '/dashboard/tours/$tourId/riders', params: { tourId: rider.tourId } });
  };
  return (
    <>
      <Button variant="ghost" onClick={() => setConfirming(true)}>
        Delete
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`Delete ${rider.name}?`}
        confirmLabel="Delete rider"
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      >
        <p>Its lines, people, labor, supporting acts and files go with it, for everyone on the tour.</p>
      </ConfirmDialog>
    </>
  );
}
