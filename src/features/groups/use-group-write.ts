import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../api/api-error';
import { useIsOnline } from '../../lib/use-is-online';
import { syncNow } from '../../offline/user-sync';

/**
 * Runs one group write against the server: a toast either way, then a pull so the mirror (which
 * the screen reads) catches up. Groups change online only: `disabled` while offline or running.
 */
export function useGroupWrite() {
  const online = useIsOnline();
  const [isPending, setIsPending] = useState(false);
  const run = async (write: () => Promise<unknown>, success: string): Promise<boolean> => {
    setIsPending(true);
    try {
      await write();
      toast.success(success);
      syncNow();
      return true;
    } catch (error) {
      toast.error(errorMessage(error));
      return false;
    } finally {
      setIsPending(false);
    }
  };
  return { run, isPending, disabled: !online || isPending };
}
