import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { useLastScreen } from '../../../../../../app/last-screen/use-last-screen';
import { DaysheetScreen } from '../../../../../../features/daysheet/daysheet-screen';
import { DayEvents } from '../../../../../../features/events/day-events';
import { useMirrorReady } from '../../../../../../features/sync/use-mirror-ready';
import { useAfterFirstPaint } from '../../../../../../lib/use-after-first-paint';
import { useDayRows } from '../../../../../../offline/day-rows';
import { SkeletonList } from '../../../../../../ui/skeleton-list';
import { LazyDayPlanningTools, LazyDaysheetBelow } from './-daysheet-lazy';

/** One day of a tour (`tourDay` is its local date, YYYY-MM-DD): schedule, hotel, guest lists, notes, then files. */
export const Route = createFileRoute('/_signed-in/dashboard/tours/$tourId/daysheets/$tourDay')({
  component: DaysheetRoute,
});

function DaysheetRoute() {
  const { tourId, tourDay } = Route.useParams();
  const mirrorReady = useMirrorReady();
  // One read for the whole sheet (header, schedule, notes): one IndexedDB round trip, one render.
  const sheet = useDayRows(tourId, tourDay);
  // The run-of-show first; the sections below it (and the managers' tools) a frame later, their
  // code fetched only then (./-daysheet-lazy.ts).
  const below = useAfterFirstPaint(Boolean(sheet?.day));
  // Past the skeleton (the day, or its "not found"): the copy painted at start gives way, and a new
  // copy of the day is kept for the next start (src/app/last-screen).
  useLastScreen(
    sheet !== undefined && (Boolean(sheet.day) || (mirrorReady && !sheet.arriving)),
    `${tourId}/${tourDay}`,
  );
  return (
    <DaysheetScreen
      tourId={tourId}
      tourDay={tourDay}
      sheet={sheet}
      mirrorReady={mirrorReady}
      renderSections={(day, canEdit, rows) => (
        <>
          <DayEvents
            key={`events-${day.id}`}
            day={day}
            canEdit={canEdit}
            rows={rows}
            tools={
              below && rows.tour ? (
                <Suspense fallback={<SkeletonList label="Loading the planning tools…" rows={2} />}>
                  <LazyDayPlanningTools tourId={tourId} artistId={rows.tour.artistId} />
                </Suspense>
              ) : null
            }
          />
          {below ? (
            // Nothing while it loads: these sections appeared a frame late before their code did too.
            <Suspense fallback={null}>
              <LazyDaysheetBelow tourId={tourId} day={day} canEdit={canEdit} rows={rows} />
            </Suspense>
          ) : null}
        </>
      )}
    />
  );
}
