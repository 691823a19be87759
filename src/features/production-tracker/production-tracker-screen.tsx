import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { TRACKER_MESSAGES } from '#contract/production-trackers';
import { useIsOnline } from '../../lib/use-is-online';
import { Button, buttonClasses } from '../../ui/button';
import { CheckboxField } from '../../ui/checkbox-field';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { PageTitle } from '../../ui/page-title';
import { SkeletonList } from '../../ui/skeleton-list';
import { TextField } from '../../ui/text-field';
import { TrackerGrid } from './tracker-grid';
import { TrackerPrint } from './tracker-print';
import { DEFAULT_VIEW, type SortKey, viewLines } from './tracker-view';
import { usePendingCells } from './use-pending-cells';
import { useProductionTracker } from './use-production-tracker';

/** The tour's production tracker, from the device: managers edit cells in place, online or not. */
export function ProductionTrackerScreen({ tourId, mirrorReady }: { tourId: string; mirrorReady: boolean }) {
  const sheet = useProductionTracker(tourId);
  const pendingCells = usePendingCells();
  const online = useIsOnline();
  const [view, setView] = useState(DEFAULT_VIEW);

  if (sheet === undefined || (sheet === null && !mirrorReady)) {
    return (
      <div className="mx-auto max-w-4xl">
        <SkeletonList label="Loading the production tracker…" rows={4} />
      </div>
    );
  }
  if (sheet === null) {
    return (
      <div className="flex flex-col items-center gap-4 py-10">
        <PageTitle title="Tour not found" />
        <ErrorState title="Tour not found" message="It does not exist, or it is not shared with you." />
        <Link to="/dashboard" className={buttonClasses('ghost')}>
          Back to the dashboard
        </Link>
      </div>
    );
  }
  const onSort = (sort: SortKey) =>
    setView((current) => ({
      ...current,
      sort,
      descending: current.sort === sort ? !current.descending : false,
    }));
  const lines = viewLines(sheet.lines, view);
  return (
    <section className="flex flex-col gap-4">
      <PageTitle title={`Production tracker · ${sheet.tourName}`} />
      <header className="flex flex-wrap items-end justify-between gap-3 print:hidden">
        <div>
          <Link
            to="/dashboard/tours/$tourId"
            params={{ tourId }}
            className="text-sm text-slate-600 underline"
          >
            {sheet.tourName}
          </Link>
          <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Production tracker</h1>
          {sheet.canEdit ? null : (
            <p className="text-sm text-slate-600 dark:text-slate-400">Read only: managers edit it.</p>
          )}
        </div>
        <Button variant="secondary" onClick={() => window.print()} disabled={sheet.lines.length === 0}>
          Print
        </Button>
      </header>
      {online ? null : (
        <p
          role="status"
          className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900 print:hidden dark:bg-amber-500/10 dark:text-amber-200"
        >
          You’re offline: this is the copy on this device
          {sheet.canEdit ? '; your changes sync when you’re back online' : ''}.
        </p>
      )}
      {sheet.lines.length === 0 ? (
        <EmptyState>
          <p>{TRACKER_MESSAGES.noShows}</p>
        </EmptyState>
      ) : (
        <>
          <div className="flex flex-wrap items-end gap-4 print:hidden">
            <TextField
              label="Filter by city, venue or event"
              type="search"
              value={view.text}
              onChange={(event) => setView({ ...view, text: event.target.value })}
            />
            <CheckboxField
              label="Not advanced"
              checked={view.notAdvanced}
              onChange={(event) => setView({ ...view, notAdvanced: event.target.checked })}
            />
            <CheckboxField
              label="Rider not sent"
              checked={view.riderNotSent}
              onChange={(event) => setView({ ...view, riderNotSent: event.target.checked })}
            />
          </div>
          {lines.length === 0 ? (
            <p className="text-sm text-slate-600 print:hidden dark:text-slate-400">
              No shows match the filter.
            </p>
          ) : (
            <TrackerGrid
              lines={lines}
              canEdit={sheet.canEdit}
              pendingCells={pendingCells}
              view={view}
              onSort={onSort}
            />
          )}
          <TrackerPrint tourName={sheet.tourName} lines={lines} />
        </>
      )}
    </section>
  );
}
