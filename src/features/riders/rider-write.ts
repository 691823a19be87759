import { toast } from 'sonner';
import { errorMessage, isApiError } from '../../api/api-error';

export type WriteOutcome = { ok: boolean; fields: Readonly<Record<string, string>> };

/**
 * Runs one rider write through the offline outbox (`mutate`): stored on the device at once and
 * synced when online, so a rider can be fixed backstage with no signal. A refusal comes back with
 * its field messages for the form (and as a toast, for fields the form does not show).
 */
export async function riderWrite(write: () => Promise<unknown>, success: string): Promise<WriteOutcome> {
  try {
    await write();
    toast.success(success);
    return { ok: true, fields: {} };
  } catch (error) {
    toast.error(errorMessage(error));
    return { ok: false, fields: isApiError(error) ? error.fields : {} };
  }
}
