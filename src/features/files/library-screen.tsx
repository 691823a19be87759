import { useState } from 'react';
import { useUserDb } from '../../offline/user-sync';
import { EmptyState } from '../../ui/empty-state';
import { PageTitle } from '../../ui/page-title';
import { SavedCopyNotice } from '../../ui/saved-copy-notice';
import { SkeletonList } from '../../ui/skeleton-list';
import { filterLibrary, type LibraryFilter, libraryChoices, NO_FILTER } from './library-filter';
import { LibraryFilters } from './library-filters';
import { LibraryItem } from './library-item';
import { QueuedUploadItem } from './queued-upload-item';
import { useLibraryFiles } from './use-library-files';
import { useQueuedUploads } from './use-queued-uploads';

/** Every file the user can reach, searchable and filterable; tour and day files list offline. */
export function LibraryScreen() {
  const db = useUserDb();
  const { entries, loading, artists: artistList } = useLibraryFiles();
  const queued = useQueuedUploads({ all: true });
  const [filter, setFilter] = useState<LibraryFilter>(NO_FILTER);
  const shown = filterLibrary(entries, filter);
  const { tours, artists } = libraryChoices(entries);
  return (
    <section className="mx-auto flex max-w-4xl flex-col gap-6">
      <PageTitle title="File Library" />
      <header>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">File Library</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          Every file of your tours, their days and your artists. Files marked “On this device” open without a
          connection.
        </p>
      </header>
      <SavedCopyNotice query={artistList} note="Artist files are the last list saved on this device" />
      {queued.length > 0 ? (
        <section aria-labelledby="library-queued" className="flex flex-col gap-2">
          <h2 id="library-queued" className="text-lg font-semibold text-slate-900 dark:text-white">
            Waiting to upload
          </h2>
          <ul aria-label="Waiting to upload" className="flex flex-col gap-2">
            {queued.map((row) => (
              <QueuedUploadItem key={row.id} row={row} />
            ))}
          </ul>
        </section>
      ) : null}
      {loading || !db ? (
        <SkeletonList label="Loading your files…" rows={3} />
      ) : entries.length === 0 ? (
        <EmptyState>
          <p>No files yet. Files added to your tours, their days and your artists show up here.</p>
        </EmptyState>
      ) : (
        <>
          <LibraryFilters filter={filter} tours={tours} artists={artists} onChange={setFilter} />
          <p aria-live="polite" className="text-sm text-slate-600 dark:text-slate-400">
            {shown.length === entries.length
              ? `${entries.length} ${entries.length === 1 ? 'file' : 'files'}`
              : `${shown.length} of ${entries.length} files`}
          </p>
          {shown.length === 0 ? (
            <EmptyState>
              <p>No files match. Try another name or clear the filters.</p>
            </EmptyState>
          ) : (
            <ul aria-label="Library files" className="flex flex-col gap-2">
              {shown.map((entry) => (
                <LibraryItem key={entry.id} entry={entry} db={db} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
