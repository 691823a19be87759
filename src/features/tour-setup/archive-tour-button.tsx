import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import type { Tour } from '#contract/tours';
import { errorMessage } from '../../api/api-error';
import { archiveTour } from '../../api/tours.api';
import { tourQueries } from '../../api/tours.queries';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormAlert } from '../../ui/form-alert';

/** Archives after a confirmation, then says so in a toast (spec §4); restores in one click. */
export function ArchiveTourButton({ tour }: { tour: Tour }) {
  const queryClient = useQueryClient();
  const [isConfirming, setIsConfirming] = useState(false);
  const setArchived = useMutation({
    mutationFn: (archived: boolean) => archiveTour(tour.id, archived),
    networkMode: 'always',
    onSuccess: async (updated) => {
      setIsConfirming(false);
      queryClient.setQueryData(tourQueries.detail(tour.id).queryKey, updated);
      await queryClient.invalidateQueries({ queryKey: tourQueries.lists() });
      toast.success(updated.archived ? `${updated.name} was archived.` : `${updated.name} was restored.`);
    },
    // Archiving fails inside its dialog; restoring has no dialog, so it says so in a toast.
    onError: (error, archived) => {
      if (!archived) toast.error(errorMessage(error));
    },
  });

  if (tour.archived) {
    return (
      <Button variant="secondary" isPending={setArchived.isPending} onClick={() => setArchived.mutate(false)}>
        Restore tour
      </Button>
    );
  }
  return (
    <>
      <Button variant="secondary" onClick={() => setIsConfirming(true)}>
        Archive tour
      </Button>
      <ConfirmDialog
        open={isConfirming}
        title={`Archive ${tour.name}?`}
        confirmLabel="Archive tour"
        isPending={setArchived.isPending}
        onConfirm={() => setArchived.mutate(true)}
        onCancel={() => {
          setArchived.reset();
          setIsConfirming(false);
        }}
      >
        <p>The tour moves to Archived with everything in it. You can restore it any time.</p>
        {setArchived.isError ? (
          <div className="mt-3">
            <FormAlert message={errorMessage(setArchived.error)} />
          </div>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
