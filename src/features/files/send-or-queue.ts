import { isApiError } from '../../api/api-error';
import { type UploadProgress, uploadFile } from '../../api/upload';
import { UPLOAD_PURPOSE_OF, type UploadTarget } from '../../offline/upload-queue';
import { apiUploadTransport } from '../../offline/upload-transport';
import { enqueueUpload } from '../../offline/user-sync';

export const QUEUED_MESSAGE = 'Saved on this device. It uploads when you are back online.';

/** No answer, or the server failing: worth keeping the bytes and trying again later. */
const worthQueueing = (error: unknown) => isApiError(error) && (error.status === 0 || error.status >= 500);

/**
 * Uploads now when online (with progress), else — or when the network fails on the way — keeps
 * the file in the upload queue. The attach uses the id the queue would use as its
 * Idempotency-Key, so a queued retry of an attach whose reply was lost never makes a second file.
 * Resolves to what happened; throws the server's refusal (a 4xx) for the caller to show.
 */
export async function sendOrQueue(
  file: File,
  target: UploadTarget,
  online: boolean,
  onProgress: (progress: UploadProgress) => void,
): Promise<'uploaded' | 'queued'> {
  const id = crypto.randomUUID();
  const queue = async (stagedKey?: string) => {
    await enqueueUpload({ id, target, blob: file, name: file.name, stagedKey });
    return 'queued' as const;
  };
  if (!online) return queue();
  let stagedKey: string;
  try {
    stagedKey = (await uploadFile(file, UPLOAD_PURPOSE_OF[target.kind], onProgress)).key;
  } catch (error) {
    if (worthQueueing(error)) return queue();
    throw error;
  }
  try {
    await apiUploadTransport.attach(target, stagedKey, id);
  } catch (error) {
    if (worthQueueing(error)) return queue(stagedKey);
    throw error;
  }
  return 'uploaded';
}
