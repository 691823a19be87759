import { Link, useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import type { ReactNode } from 'react';
import type { DayRows } from '../../offline/day-rows';
import type { TourDayRow } from '../../offline/db';
import { useUserDb } from '../../offline/user-sync';
import { PageTitle } from '../../ui/page-title';
import { SkeletonList } from '../../ui/skeleton-list';
import { TEXT_LINK_CLASSES } from '../../ui/text-link';
import { PrintControls } from './print-controls';
import { PrintDay } from './print-day';
import { defaultPaper, type PaperSize, type PrintSearch } from './print-search';
import { usePrintDays } from './use-print-days';

type PrintScreenProps = {
  tourId: string;
  search: PrintSearch;
  /** The tour's days (the range's choices), undefined until read. */
  tourDays: TourDayRow[] | undefined;
  /** A day's schedule on paper (the events feature's), composed by the route. */
  renderSchedule: (rows: DayRows) => ReactNode;
};

/**
 * The print layout of one daysheet or a tour book (a range of days), from the device's copy so it
 * prints offline. The browser prints it (window.print, or "Save as PDF"); the paper size chosen
 * here becomes the page's `@page` size, and each day starts a new page (src/styles.css).
 */
export function PrintScreen({ tourId, search, tourDays, renderSchedule }: PrintScreenProps) {
  const navigate = useNavigate();
  const db = useUserDb();
  const tour = useLiveQuery(
    async () => (db ? ((await db.tours.get(tourId)) ?? null) : undefined),
    [db, tourId],
  );
  const from = search.from ?? tourDays?.[0]?.date ?? '';
  const to = search.to ?? tourDays?.at(-1)?.date ?? '';
  const paper = search.paper ?? defaultPaper();
  const sheets = usePrintDays(tourId, from, to);
  const change = (next: { from?: string; to?: string; paper?: PaperSize }) =>
    void navigate({
      to: '/dashboard/tours/$tourId/print',
      params: { tourId },
      search: { from, to, paper, ...next },
      replace: true,
    });

  if (tour === null) {
    return <p className="py-10 text-center">This tour does not exist, or it is not shared with you.</p>;
  }
  return (
    <div data-print-layout="" className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageTitle title={tour ? `Print · ${tour.name}` : 'Print'} />
      <style>{`@page { size: ${paper === 'Letter' ? 'letter' : 'A4'}; }`}</style>
      <div className="flex flex-col gap-1 print:hidden">
        <Link
          to="/dashboard/tours/$tourId"
          params={{ tourId }}
          className={`${TEXT_LINK_CLASSES} self-start text-sm`}
        >
          <span aria-hidden="true">← </span>
          {tour?.name ?? 'Back to the tour'}
        </Link>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Print daysheets</h1>
      </div>
      {tourDays ? (
        <PrintControls days={tourDays} from={from} to={to} paper={paper} onChange={change} />
      ) : null}
      {tour ? <p className="hidden text-sm print:block">{tour.name}</p> : null}
      {sheets === undefined || tour === undefined ? (
        <SkeletonList label="Loading the daysheets…" rows={3} />
      ) : (
        <div data-print-days="" className="flex flex-col gap-6">
          {sheets.map((rows) => (
            <PrintDay key={rows.day?.id} rows={rows} schedule={renderSchedule(rows)} />
          ))}
        </div>
      )}
    </div>
  );
}
