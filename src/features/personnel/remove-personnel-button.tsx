import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import type { TourPersonnel } from '#contract/tour-personnel';
import { errorMessage } from '../../api/api-error';
import { removeTourPersonnel } from '../../api/tour-personnel.api';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormAlert } from '../../ui/form-alert';
import { personnelName } from './personnel-options';
import { useAfterPersonnelChange } from './use-after-personnel-change';

type RemovePersonnelButtonProps = { tourId: string; person: TourPersonnel; disabled?: boolean };

export function RemovePersonnelButton({ tourId, person, disabled = false }: RemovePersonnelButtonProps) {
  const afterChange = useAfterPersonnelChange(tourId);
  const [isConfirming, setIsConfirming] = useState(false);
  const name = personnelName(person);
  const remove = useMutation({
    mutationFn: async () => {
      await removeTourPersonnel(tourId, person.id);
      await afterChange();
    },
    networkMode: 'always',
    onSuccess: () => {
      setIsConfirming(false);
      toast.success(`${name} was removed from the tour.`);
    },
  });

  return (
    <>
      <Button
        variant="ghost"
        aria-label={`Remove ${name}`}
        disabled={disabled}
        onClick={() => setIsConfirming(true)}
      >
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
