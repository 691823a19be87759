import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import type { TourPersonnel } from '#contract/tour-personnel';
import { errorMessage } from '../../api/api-error';
import { removeTourPersonnel } from '../../api/tour-personnel.api';
import { tourPersonnelQueries } from '../../api/tour-personnel.queries';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormAlert } from '../../ui/form-alert';
import { personnelName } from './personnel-options';

export function RemovePersonnelButton({ tourId, person }: { tourId: string; person: TourPersonnel }) {
  const queryClient = useQueryClient();
  const [isConfirming, setIsConfirming] = useState(false);
  const name = personnelName(person);
  const remove = useMutation({
    mutationFn: () => removeTourPersonnel(tourId, person.id),
    networkMode: 'always',
    onSuccess: async () => {
      setIsConfirming(false);
      toast.success(`${name} was removed from the tour.`);
      await queryClient.invalidateQueries({ queryKey: tourPersonnelQueries.list(tourId).queryKey });
    },
  });

  return (
    <>
      <Button variant="ghost" aria-label={`Remove ${name}`} onClick={() => setIsConfirming(true)}>
        Remove
      </Button>
      <ConfirmDialog
        open={isConfirming}
        title={`Remove ${name} from the tour?`}
        confirmLabel="Remove"
        isPending={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => {
          remove.reset();
          setIsConfirming(false);
        }}
      >
        <p>They lose access to this tour’s days, events and daysheets. You can add them again later.</p>
        {remove.isError ? (
          <div className="mt-3">
            <FormAlert message={errorMessage(remove.error)} />
          </div>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
