import { useLiveQuery } from 'dexie-react-hooks';
import { deleteRiderFile } from '../../api/rider-files.api';
import { formatSize } from '../../lib/format-size';
import { useUserDb } from '../../offline/user-sync';
import { SkeletonList } from '../../ui/skeleton-list';
import { DeleteFileButton } from './delete-file-button';
import { OpenFileLink } from './open-file-link';
import { QueuedUploadItem } from './queued-upload-item';
import { UploadFileButton } from './upload-file-button';
import { useQueuedUploads } from './use-queued-uploads';

type RiderFilesProps = {
  tourId: string;
  riderId: string;
  /** A supporting act's files, or null for the rider's own. */
  supportingActId: string | null;
  canEdit: boolean;
  /** Names the block for screen readers (several acts' files share one page). */
  title: string;
};

/**
 * A rider's (or supporting act's) files from the mirror, after those still waiting on this device
 * to upload: a stage plot chosen in a basement with no signal uploads once back online.
 */
export function RiderFiles({ tourId, riderId, supportingActId, canEdit, title }: RiderFilesProps) {
  const db = useUserDb();
  const files = useLiveQuery(
    async () =>
      db
        ? (await db.riderFiles.where('riderId').equals(riderId).sortBy('createdAt')).filter(
            (file) => file.supportingActId === supportingActId,
          )
        : undefined,
    [db, riderId, supportingActId],
  );
  const queued = useQueuedUploads({ riderId, supportingActId });
  const titleId = `rider-files-${supportingActId ?? riderId}`;
  const target = supportingActId
    ? { kind: 'supportingAct' as const, tourId, riderId, supportingActId }
    : { kind: 'rider' as const, tourId, riderId };
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2">
      <h3 id={titleId} className="font-semibold text-slate-900 dark:text-white">
        {title}
      </h3>
      {!files || !db ? (
        <SkeletonList label="Loading the files…" rows={1} />
      ) : files.length === 0 && queued.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No files yet.</p>
      ) : (
        <ul aria-label={title} className="flex flex-col gap-2">
          {queued.map((row) => (
            <QueuedUploadItem key={row.id} row={row} />
          ))}
          {files.map((file) => (
            <li
              key={file.id}
              className="flex flex-wrap items-center gap-2 rounded-xl border border-slate-200 p-3 dark:border-slate-800"
            >
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="truncate font-medium text-slate-900 dark:text-white">{file.name}</span>
                <span className="text-sm text-slate-600 dark:text-slate-400">{formatSize(file.size)}</span>
              </div>
              <OpenFileLink file={file} userId={db.userId} onDevice={false} />
              {canEdit ? (
                <DeleteFileButton
                  file={file}
                  audience="everyone who can read this rider"
                  remove={() => deleteRiderFile(file)}
                  changesMirror="background-sync"
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {canEdit ? <UploadFileButton label={`Attach a file · ${title}`} target={target} /> : null}
    </section>
  );
}
