import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../api/api-error';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { FormAlert } from './form-alert';

type Archivable = { name: string; archived: boolean };

type ArchiveToggleProps<T extends Archivable> = {
  item: T;
  /** 'artist', 'tour': used in the button and dialog labels. */
  noun: string;
  /** What archiving means for this kind of item, shown in the confirmation. */
  explanation: ReactNode;
  setArchived: (archived: boolean) => Promise<T>;
  /** Cache updates after the server answered. */
  onChanged: (updated: T) => Promise<void> | void;
};

/** Archives after a confirmation, then says so in a toast; restores in one click. */
export function ArchiveToggle<T extends Archivable>({
  item,
  noun,
  explanation,
  setArchived,
  onChanged,
}: ArchiveToggleProps<T>) {
  const [isConfirming, setIsConfirming] = useState(false);
  const change = useMutation({
    mutationFn: setArchived,
    networkMode: 'always',
    onSuccess: async (updated) => {
      setIsConfirming(false);
      await onChanged(updated);
      toast.success(updated.archived ? `${updated.name} was archived.` : `${updated.name} was restored.`);
    },
    // Archiving fails inside its dialog; restoring has no dialog, so it says so in a toast.
    onError: (error, archived) => {
      if (!archived) toast.error(errorMessage(error));
    },
  });

  if (item.archived) {
    return (
      <Button variant="secondary" isPending={change.isPending} onClick={() => change.mutate(false)}>
        Restore {noun}
      </Button>
    );
  }
  return (
    <>
      <Button variant="secondary" onClick={() => setIsConfirming(true)}>
        Archive {noun}
      </Button>
      <ConfirmDialog
        open={isConfirming}
        title={`Archive ${item.name}?`}
        confirmLabel={`Archive ${noun}`}
        isPending={change.isPending}
        onConfirm={() => change.mutate(true)}
        onCancel={() => {
          change.reset();
          setIsConfirming(false);
        }}
      >
        <p>{explanation}</p>
        {change.isError ? (
          <div className="mt-3">
            <FormAlert message={errorMessage(change.error)} />
          </div>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
