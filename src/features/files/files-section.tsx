import type { ReactNode } from 'react';
import { useUserDb } from '../../offline/user-sync';
import { SkeletonList } from '../../ui/skeleton-list';
import { FileItem } from './file-item';
import { QueuedUploadItem } from './queued-upload-item';
import { useFiles } from './use-files';
import { useQueuedUploads } from './use-queued-uploads';

type FilesSectionProps = {
  tourId: string;
  /** A day's files, or null for the tour's own files. */
  tourDayId: string | null;
  canEdit: boolean;
  emptyText: string;
  /** The upload control (managers). */
  upload?: ReactNode;
};

/**
 * A list of tour or day files from the mirror, each openable, keepable and (for managers) deletable,
 * after the files of this place still waiting on the device to upload.
 */
export function FilesSection({ tourId, tourDayId, canEdit, emptyText, upload }: FilesSectionProps) {
  const db = useUserDb();
  const files = useFiles(tourId, tourDayId);
  const queued = useQueuedUploads({ tourId, tourDayId });
  const titleId = `files-title-${tourDayId ?? tourId}`;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
        Files
      </h2>
      {!files || !db ? (
        <SkeletonList label="Loading the files…" rows={1} />
      ) : files.length === 0 && queued.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-400">{emptyText}</p>
      ) : (
        <ul aria-label="Files" className="flex flex-col gap-2">
          {queued.map((row) => (
            <QueuedUploadItem key={row.id} row={row} />
          ))}
          {files.map((entry) => (
            <FileItem key={entry.file.id} entry={entry} db={db} canEdit={canEdit} />
          ))}
        </ul>
      )}
      {canEdit ? upload : null}
    </section>
  );
}
