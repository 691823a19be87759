import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage, isApiError } from '../../api/api-error';
import { supplementalQueries } from '../../api/supplemental-questions.queries';
import { useIsOnline } from '../../lib/use-is-online';

/**
 * One write against the server: a toast either way, then the tour's questions and answers re-read.
 * A form that shows errors by field passes `onFieldErrors`: the server's field messages go there.
 */
export function useSupplementalWrite(tourId: string) {
  const online = useIsOnline();
  const client = useQueryClient();
  const [isPending, setIsPending] = useState(false);
  const run = async (
    write: () => Promise<unknown>,
    success: string,
    onFieldErrors?: (fields: Readonly<Record<string, string>>) => void,
  ): Promise<boolean> => {
    setIsPending(true);
    try {
      await write();
      toast.success(success);
      await client.invalidateQueries({ queryKey: supplementalQueries.tour(tourId) });
      return true;
    } catch (error) {
      if (onFieldErrors && isApiError(error) && Object.keys(error.fields).length > 0)
        onFieldErrors(error.fields);
      else toast.error(errorMessage(error));
      return false;
    } finally {
      setIsPending(false);
    }
  };
  return { run, isPending, disabled: !online || isPending };
}
