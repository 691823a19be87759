import { viewerToday } from '../../lib/zoned-time';
import { usePendingIds } from '../../offline/use-pending-ids';
import { EmptyState } from '../../ui/empty-state';
import { SkeletonList } from '../../ui/skeleton-list';
import { TourDayRow } from './tour-day-row';
import { useTourDays } from './use-tour-days';

/** The tour's itinerary: every day with its tag, place, zone and number of events. */
export function TourDayList({ tourId }: { tourId: string }) {
  const days = useTourDays(tourId);
  const pendingIds = usePendingIds();
  const today = viewerToday();

  return (
    <section aria-labelledby="tour-days-title" className="flex flex-col gap-3">
      <h2 id="tour-days-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        Days
      </h2>
      {!days ? (
        <SkeletonList label="Loading the days…" rows={4} />
      ) : days.length === 0 ? (
        <EmptyState>
          <p>This tour has no days yet.</p>
        </EmptyState>
      ) : (
        <ol aria-label="Tour days" className="flex flex-col gap-2">
          {days.map((item) => (
            <TourDayRow
              key={item.day.id}
              item={item}
              isToday={item.day.date === today}
              isPending={pendingIds.has(item.day.id)}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
