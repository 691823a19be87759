import { Link } from '@tanstack/react-router';
import { buttonClasses } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { SkeletonList } from '../../ui/skeleton-list';
import { RiderList } from './rider-list';
import { useRiders } from './use-riders';

/** A tour's riders from the mirror; managers start a new one. */
export function TourRiders({ tourId }: { tourId: string }) {
  const groups = useRiders(tourId);
  if (!groups) return <SkeletonList label="Loading the riders…" rows={2} />;
  const group = groups[0];
  if (!group) return null;
  return (
    <section aria-labelledby="riders-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="riders-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          Riders
        </h2>
        {group.canEdit ? (
          <Link to="/dashboard/riders/create" search={{ tourId }} className={buttonClasses('primary')}>
            New rider
          </Link>
        ) : null}
      </div>
      {group.riders.length === 0 ? (
        <EmptyState>No riders for this tour yet.</EmptyState>
      ) : (
        <RiderList riders={group.riders} label="Riders" />
      )}
    </section>
  );
}
