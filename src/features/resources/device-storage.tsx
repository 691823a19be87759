import { formatSize } from '../../lib/format-size';
import { countOf } from '../../lib/plural';
import { removeFileFromDevice } from '../../offline/file-cache';
import { useUserDb } from '../../offline/user-sync';
import { ConfirmButton } from '../../ui/confirm-button';
import { type KeptFile, useDeviceFiles, useStorageEstimate } from './use-device-storage';

/** This device's storage: the files kept for the road, their sizes and total, and "Remove all". */
export function DeviceStorage() {
  const db = useUserDb();
  const device = useDeviceFiles();
  const estimate = useStorageEstimate(device);
  const kept = device?.kept ?? [];
  const keptBytes = kept.reduce((sum, entry) => sum + entry.saved.size, 0);
  const queuedBytes = (device?.queued ?? []).reduce((sum, row) => sum + row.size, 0);

  const removeAll = async () => {
    if (!db) return;
    // Remembered as removed: the automatic cache does not fetch the coming days' files again.
    for (const entry of kept) await removeFileFromDevice(db, entry.file ?? entry.saved.fileId);
  };

  return (
    <section aria-labelledby="storage-title" className="flex flex-col gap-3">
      <h2 id="storage-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        This device
      </h2>
      <p className="text-slate-600 dark:text-slate-400">
        {countOf(kept.length, 'file')} kept for offline use · {formatSize(keptBytes)}
        {queuedBytes > 0
          ? ` · ${countOf(device?.queued.length ?? 0, 'file')} waiting to upload (${formatSize(queuedBytes)})`
          : ''}
        {estimate
          ? ` · Roadie uses ${formatSize(estimate.usage)} of ${formatSize(estimate.quota)} available`
          : ''}
      </p>
      {kept.length > 0 ? (
        <ul
          aria-label="Files on this device"
          className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800"
        >
          {kept.map((entry) => (
            <KeptFileRow key={entry.saved.fileId} entry={entry} />
          ))}
        </ul>
      ) : null}
      <div>
        <ConfirmButton
          variant="secondary"
          disabled={kept.length === 0}
          title="Remove all files from this device?"
          confirmLabel="Remove all"
          explanation={<p>The files stay on the tour; you can save any of them again while online.</p>}
          action={removeAll}
          success="Removed all files from this device"
          failure="toast"
        >
          Remove all from this device
        </ConfirmButton>
      </div>
    </section>
  );
}

function KeptFileRow({ entry }: { entry: KeptFile }) {
  const why = entry.saved.reason === 'upcoming' ? 'upcoming day' : 'saved by you';
  return (
    <li className="flex items-center justify-between gap-3 py-2">
      <span className="min-w-0">
        <span className="block truncate font-medium text-slate-900 dark:text-white">
          {entry.file?.name ?? 'A file no longer listed'}
        </span>
        <span className="text-sm text-slate-600 dark:text-slate-400">
          {[entry.tourName, why].filter(Boolean).join(' · ')}
        </span>
      </span>
      <span className="shrink-0 text-sm text-slate-700 dark:text-slate-300">
        {formatSize(entry.saved.size)}
      </span>
    </li>
  );
}
