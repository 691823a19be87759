import { formatDay } from '../../lib/format-dates';
import { formatSize } from '../../lib/format-size';
import type { RoadieDb } from '../../offline/db';
import { Badge } from '../../ui/badge';
import { KeepOnDeviceButton } from './keep-on-device-button';
import { OpenFileLink } from './open-file-link';
import type { LibraryEntry } from './use-library-files';

const ADDED = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric' });

/** Where a file belongs, as a line: "Spring Run · Sat, Apr 10, 2027" or "Artist file · The Testers". */
function whereLine(entry: LibraryEntry): string {
  if (entry.place === 'artist') return ['Artist file', entry.artistName].filter(Boolean).join(' · ');
  const day = entry.dayDate ? formatDay(entry.dayDate) : entry.place === 'day' ? 'Day file' : 'Tour file';
  return [entry.tourName, day].filter(Boolean).join(' · ');
}

/** One file of the library: where it belongs, whether this device keeps it, open and keep. */
export function LibraryItem({ entry, db }: { entry: LibraryEntry; db: RoadieDb }) {
  const onDevice = entry.saved !== null && entry.saved.reason !== 'removed';
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-slate-200 p-3 dark:border-slate-800">
      {/* On a phone the name and metadata take the whole first line; badge and buttons wrap below. */}
      <div className="flex min-w-0 grow basis-full flex-col sm:basis-0">
        <span className="truncate font-medium text-slate-900 dark:text-white">{entry.name}</span>
        <span className="text-sm text-slate-600 dark:text-slate-400">{whereLine(entry)}</span>
        <span className="text-sm text-slate-600 dark:text-slate-400">
          {formatSize(entry.size)} · added {ADDED.format(new Date(entry.createdAt))}
        </span>
      </div>
      {onDevice ? <Badge tone="accent">On this device</Badge> : null}
      <div className="flex flex-wrap gap-1">
        <OpenFileLink file={entry} userId={db.userId} onDevice={onDevice} />
        {entry.tourFile ? <KeepOnDeviceButton db={db} file={entry.tourFile} onDevice={onDevice} /> : null}
      </div>
    </li>
  );
}
