import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { errorMessage } from '../../api/api-error';
import type { MirrorFollowUp } from '../../api/mirrored-write';
import { useIsOnline } from '../../lib/use-is-online';

type RoomWrite = { write: () => Promise<unknown>; success: string };

/**
 * Runs one conversation write against the server (online only: `disabled` offline or while one
 * runs), with a toast either way. The screens read the mirror, which `follow` brings up to date:
 * `background-sync` catches up a moment later, `await-pull` keeps the write pending until it has.
 */
export function useRoomWrite(follow: MirrorFollowUp = 'background-sync') {
  const online = useIsOnline();
  const mutation = useMutation({
    mutationFn: ({ write }: RoomWrite) => write(),
    meta: { changesMirror: follow },
    onSuccess: (_result, { success }) => toast.success(success),
    onError: (error) => toast.error(errorMessage(error)),
  });
  const run = (write: () => Promise<unknown>, success: string): Promise<boolean> =>
    mutation.mutateAsync({ write, success }).then(
      () => true,
      () => false,
    );
  return { run, online, isPending: mutation.isPending, disabled: !online || mutation.isPending };
}
