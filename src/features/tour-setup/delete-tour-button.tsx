import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { Tour } from '#contract/tours';
import { deleteTour } from '../../api/tours.api';
import { tourQueries } from '../../api/tours.queries';
import { ConfirmButton } from '../../ui/confirm-button';

/** Deletes the whole tour after the owner confirms; every device drops it on its next sync. */
export function DeleteTourButton({ tour }: { tour: Tour }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <ConfirmButton
      variant="danger"
      title={`Delete ${tour.name}?`}
      confirmLabel="Delete tour"
      explanation={
        <p>
          Every day, event and note of the tour is deleted for everyone on it. This cannot be undone — archive
          it instead to keep it.
        </p>
      }
      action={() => deleteTour(tour.id)}
      changesMirror="background-sync"
      success={`${tour.name} was deleted.`}
      onDone={async () => {
        queryClient.removeQueries({ queryKey: tourQueries.detail(tour.id).queryKey });
        await queryClient.invalidateQueries({ queryKey: tourQueries.lists() });
        await navigate({ to: '/dashboard' });
      }}
    >
      Delete tour
    </ConfirmButton>
  );
}
