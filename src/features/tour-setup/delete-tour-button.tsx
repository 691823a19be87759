import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { toast } from 'sonner';
import type { Tour } from '#contract/tours';
import { errorMessage } from '../../api/api-error';
import { deleteTour } from '../../api/tours.api';
import { tourQueries } from '../../api/tours.queries';
import { syncNow } from '../../offline/user-sync';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormAlert } from '../../ui/form-alert';

/** Deletes the whole tour after the owner confirms; every device drops it on its next sync. */
export function DeleteTourButton({ tour }: { tour: Tour }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isConfirming, setIsConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteTour(tour.id),
    networkMode: 'always',
    onSuccess: async () => {
      setIsConfirming(false);
      queryClient.removeQueries({ queryKey: tourQueries.detail(tour.id).queryKey });
      await queryClient.invalidateQueries({ queryKey: tourQueries.lists() });
      syncNow();
      toast.success(`${tour.name} was deleted.`);
      await navigate({ to: '/dashboard' });
    },
  });
  return (
    <>
      <Button variant="danger" onClick={() => setIsConfirming(true)}>
        Delete tour
      </Button>
      <ConfirmDialog
        open={isConfirming}
        title={`Delete ${tour.name}?`}
        confirmLabel="Delete tour"
        isPending={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => {
          remove.reset();
          setIsConfirming(false);
        }}
      >
        <p>
          Every day, event and note of the tour is deleted for everyone on it. This cannot be undone — archive
          it instead to keep it.
        </p>
        {remove.isError ? (
          <div className="mt-3">
            <FormAlert message={errorMessage(remove.error)} />
          </div>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
