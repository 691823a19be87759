import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { errorMessage } from '../../api/api-error';
import type { MirrorFollowUp } from '../../api/mirrored-write';
import { useIsOnline } from '../../lib/use-is-online';
import { Button } from '../../ui/button';

type RestoreButtonProps = {
  name: string;
  restore: () => Promise<unknown>;
  /** Cache updates once the server (and, for a tour, this device's copy) has it back. */
  onRestored: () => Promise<void>;
  /** A tour lives in the device's copy: the toast waits until the dashboard can show it again. */
  changesMirror?: MirrorFollowUp;
};

/** "Restore" on one archived row: one click, a toast when it is back, a toast when it failed. */
export function RestoreButton({ name, restore, onRestored, changesMirror }: RestoreButtonProps) {
  const online = useIsOnline();
  const mutation = useMutation({
    mutationFn: restore,
    meta: { changesMirror },
    onSuccess: async () => {
      await onRestored();
      toast.success(`${name} was restored.`);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <Button
      variant="secondary"
      isPending={mutation.isPending}
      disabled={!online}
      title={online ? undefined : 'Restoring needs a connection.'}
      aria-label={`Restore ${name}`}
      onClick={() => mutation.mutate()}
    >
      Restore
    </Button>
  );
}
