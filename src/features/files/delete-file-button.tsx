import { deleteFile } from '../../api/files.api';
import type { MirrorFollowUp } from '../../api/mirrored-write';
import { useIsOnline } from '../../lib/use-is-online';
import type { TourFileRow } from '../../offline/db';
import { ConfirmButton } from '../../ui/confirm-button';

type DeleteFileButtonProps = {
  file: Pick<TourFileRow, 'id' | 'name'>;
  /** How this file is deleted; a tour or day file by default (then the mirror is synced). */
  remove?: () => Promise<unknown>;
  /** What `remove` does to the mirror: a rider's files are mirrored, an artist's are not. */
  changesMirror?: MirrorFollowUp;
  /** Who loses the file, for the confirmation. */
  audience?: string;
};

/** Deletes a file for everyone (managers; needs a connection). */
export function DeleteFileButton({
  file,
  remove,
  changesMirror,
  audience = 'everyone on the tour, and from their devices',
}: DeleteFileButtonProps) {
  const online = useIsOnline();
  return (
    <ConfirmButton
      aria-label={`Delete ${file.name}`}
      disabled={!online}
      title={`Delete ${file.name}?`}
      confirmLabel="Delete file"
      explanation={<p>The file is removed for {audience}.</p>}
      action={remove ?? (() => deleteFile(file.id))}
      changesMirror={remove ? changesMirror : 'background-sync'}
      success="File deleted"
      failure="toast"
    >
      Delete
    </ConfirmButton>
  );
}
