import { toast } from 'sonner';
import { errorMessage } from '../../api/api-error';
import { formatSize } from '../../lib/format-size';
import { cancelUpload, type QueuedUploadRow } from '../../offline/upload-queue';
import { retryUpload, useUserDb } from '../../offline/user-sync';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';

/** A file still on this device only: waiting to upload (Cancel), or refused by the server (Retry). */
export function QueuedUploadItem({ row, context }: { row: QueuedUploadRow; context?: string }) {
  const db = useUserDb();
  const failed = row.status === 'failed';
  const run = (action: () => Promise<unknown>) =>
    void action().catch((error) => toast.error(errorMessage(error)));
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-dashed border-amber-400 p-3 dark:border-amber-500/60">
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="truncate font-medium text-slate-900 dark:text-white">{row.name}</span>
        <span className="text-sm text-slate-600 dark:text-slate-400">
          {[context, formatSize(row.size)].filter(Boolean).join(' · ')}
        </span>
        {failed && row.error ? (
          <span className="text-sm text-red-700 dark:text-red-400">{row.error.message}</span>
        ) : null}
      </div>
      <Badge tone={failed ? 'warning' : 'accent'}>{failed ? 'Upload failed' : 'Waiting to upload'}</Badge>
      <div className="flex flex-wrap gap-1">
        {failed ? (
          <Button
            variant="secondary"
            aria-label={`Retry ${row.name}`}
            onClick={() => run(() => retryUpload(row.id))}
          >
            Retry
          </Button>
        ) : null}
        <Button
          variant="ghost"
          aria-label={`Cancel upload of ${row.name}`}
          disabled={!db}
          onClick={() => run(async () => (db ? cancelUpload(db, row.id) : undefined))}
        >
          Cancel
        </Button>
      </div>
    </li>
  );
}
