import { toast } from 'sonner';
import { FILE_MESSAGES } from '#contract/files';
import { errorMessage } from '../../api/api-error';
import { requestDownloadUrl } from '../../api/files.api';
import { useIsOnline } from '../../lib/use-is-online';
import type { TourFileRow } from '../../offline/db';
import { offlineFileUrl } from '../../offline/file-cache-keys';
import { buttonClasses } from '../../ui/button';

/** Starts a download of a signed URL without leaving the app (a link click is not a popup). */
function startDownload(url: string, name: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Opens a file: from the device when it is kept there (the service worker answers, network or not),
 * otherwise as a download through a short-lived signed URL — which needs a connection.
 */
export function OpenFileLink({
  file,
  userId,
  onDevice,
}: {
  /** A tour, day or artist file: only its id and name matter here. */
  file: Pick<TourFileRow, 'id' | 'name'>;
  userId: string;
  onDevice: boolean;
}) {
  const online = useIsOnline();
  if (onDevice) {
    return (
      <a
        href={offlineFileUrl(userId, file.id)}
        target="_blank"
        rel="noopener"
        className={buttonClasses('ghost')}
        aria-label={`Open ${file.name}`}
      >
        Open
      </a>
    );
  }
  const download = async () => {
    try {
      const link = await requestDownloadUrl(file.id);
      startDownload(link.url, file.name);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  return (
    <button
      type="button"
      className={buttonClasses('ghost')}
      disabled={!online}
      title={online ? undefined : FILE_MESSAGES.notSavedOffline}
      aria-label={`Download ${file.name}`}
      onClick={() => void download()}
    >
      Download
    </button>
  );
}
