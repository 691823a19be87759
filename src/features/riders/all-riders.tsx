import { Link } from '@tanstack/react-router';
import { buttonClasses } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { PageTitle } from '../../ui/page-title';
import { SkeletonList } from '../../ui/skeleton-list';
import { RiderList } from './rider-list';
import { useRiders } from './use-riders';

/** Every rider on the user's tours, grouped by tour (/dashboard/riders). */
export function AllRiders({ mirrorReady }: { mirrorReady: boolean }) {
  const groups = useRiders();
  const withRiders = groups?.filter((group) => group.riders.length > 0) ?? [];
  const canCreate = groups?.some((group) => group.canEdit && !group.tour.archived) ?? false;
  return (
    <section className="mx-auto flex max-w-4xl flex-col gap-6">
      <PageTitle title="Riders" />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Riders</h1>
        {canCreate ? (
          <Link to="/dashboard/riders/create" search={{}} className={buttonClasses('primary')}>
            New rider
          </Link>
        ) : null}
      </div>
      {!groups || (!mirrorReady && withRiders.length === 0) ? (
        <SkeletonList label="Loading the riders…" rows={3} />
      ) : withRiders.length === 0 ? (
        <EmptyState>No riders on your tours yet.</EmptyState>
      ) : (
        withRiders.map(({ tour, riders }) => (
          <section key={tour.id} aria-labelledby={`riders-${tour.id}`} className="flex flex-col gap-2">
            <h2 id={`riders-${tour.id}`} className="text-lg font-semibold text-slate-900 dark:text-white">
              {tour.name}
            </h2>
            <RiderList riders={riders} label={`Riders of ${tour.name}`} />
          </section>
        ))
      )}
    </section>
  );
}
