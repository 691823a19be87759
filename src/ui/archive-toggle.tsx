import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../api/api-error';
import { Button } from './button';
import { ConfirmButton } from './confirm-button';

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
  const changed = async (updated: T) => {
    await onChanged(updated);
    toast.success(updated.archived ? `${updated.name} was archived.` : `${updated.name} was restored.`);
  };
  // Archiving fails inside its dialog; restoring has no dialog, so it says so in a toast.
  const restore = useMutation({
    mutationFn: () => setArchived(false),
    onSuccess: changed,
    onError: (error) => toast.error(errorMessage(error)),
  });

  if (item.archived) {
    return (
      <Button variant="secondary" isPending={restore.isPending} onClick={() => restore.mutate()}>
        Restore {noun}
      </Button>
    );
  }
  return (
    <ConfirmButton
      variant="secondary"
      title={`Archive ${item.name}?`}
      confirmLabel={`Archive ${noun}`}
      explanation={<p>{explanation}</p>}
      action={() => setArchived(true)}
      onDone={changed}
    >
      Archive {noun}
    </ConfirmButton>
  );
}
