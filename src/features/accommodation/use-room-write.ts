import { toast } from 'sonner';
import { errorMessage } from '../../api/api-error';

/**
 * Runs one room write through the offline outbox (`mutate`): stored on the device at once and
 * synced when online, so managers can fix a rooming list in a hotel lobby with no signal.
 */
export async function roomWrite(write: () => Promise<unknown>, success: string): Promise<boolean> {
  try {
    await write();
    toast.success(success);
    return true;
  } catch (error) {
    toast.error(errorMessage(error));
    return false;
  }
}
