import { formatSize } from '../../lib/format-size';
import type { RoadieDb } from '../../offline/db';
import { Badge } from '../../ui/badge';
import { DeleteFileButton } from './delete-file-button';
import { KeepOnDeviceButton } from './keep-on-device-button';
import { OpenFileLink } from './open-file-link';
import type { FileEntry } from './use-files';

/** One file: what it is, whether this device keeps it, and what the viewer may do with it. */
export function FileItem({ entry, db, canEdit }: { entry: FileEntry; db: RoadieDb; canEdit: boolean }) {
  const { file, saved } = entry;
  const onDevice = saved !== null && saved.reason !== 'removed';
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-slate-200 p-3 dark:border-slate-800">
      {/* On a phone the name and metadata take the whole first line; badge and buttons wrap below. */}
      <div className="flex min-w-0 grow basis-full flex-col sm:basis-0">
        <span className="truncate font-medium text-slate-900 dark:text-white">{file.name}</span>
        <span className="text-sm text-slate-600 dark:text-slate-400">
          {formatSize(file.size)} · {file.mimeType}
        </span>
      </div>
      {onDevice ? (
        <Badge tone="accent">
          {saved?.reason === 'upcoming' ? 'On this device · upcoming day' : 'On this device'}
        </Badge>
      ) : null}
      <div className="flex flex-wrap gap-1">
        <OpenFileLink file={file} userId={db.userId} onDevice={onDevice} />
        <KeepOnDeviceButton db={db} file={file} onDevice={onDevice} />
        {canEdit ? <DeleteFileButton file={file} /> : null}
      </div>
    </li>
  );
}
