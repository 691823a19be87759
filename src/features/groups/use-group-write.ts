import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { errorMessage } from '../../api/api-error';
import { useIsOnline } from '../../lib/use-is-online';

type GroupWrite = { write: () => Promise<unknown>; success: string };

/**
 * Runs one group write against the server: a toast either way, and the mirror (which the screen
 * reads) catches up in the background (`changesMirror`). Groups change online only: `disabled`
 * while offline or running.
 */
export function useGroupWrite() {
  const online = useIsOnline();
  const mutation = useMutation({
    mutationFn: ({ write }: GroupWrite) => write(),
    meta: { changesMirror: 'background-sync' },
    onSuccess: (_result, { success }) => toast.success(success),
    onError: (error) => toast.error(errorMessage(error)),
  });
  const run = (write: () => Promise<unknown>, success: string): Promise<boolean> =>
    mutation.mutateAsync({ write, success }).then(
      () => true,
      () => false,
    );
  return { run, isPending: mutation.isPending, disabled: !online || mutation.isPending };
}
