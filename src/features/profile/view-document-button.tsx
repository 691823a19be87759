import { toast } from 'sonner';
import { errorMessage } from '../../api/api-error';
import { requestDownloadUrl } from '../../api/files.api';
import { useIsOnline } from '../../lib/use-is-online';
import { buttonClasses } from '../../ui/button';

/** Opens a personal document in a new tab through a short-lived signed URL (never kept offline). */
export function ViewDocumentButton({ fileId, label }: { fileId: string; label: string }) {
  const online = useIsOnline();
  const view = async () => {
    try {
      const { url } = await requestDownloadUrl(fileId);
      // Still within the click's user activation, so this is not treated as a popup.
      const link = document.createElement('a');
      link.href = url;
      link.target = '_blank';
      link.rel = 'noopener';
      document.body.append(link);
      link.click();
      link.remove();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  return (
    <button
      type="button"
      className={buttonClasses('ghost')}
      disabled={!online}
      title={online ? undefined : 'Viewing documents needs a connection'}
      aria-label={label}
      onClick={() => void view()}
    >
      View
    </button>
  );
}
