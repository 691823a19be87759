import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSyncStatus } from '../../offline/sync-status';
import { buttonClasses } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { SkeletonList } from '../../ui/skeleton-list';
import { TourCard } from './tour-card';
import type { MyTour } from './use-my-tours';

type MyToursProps = {
  tours: MyTour[] | undefined;
  mirrorReady: boolean;
  /** What an online user with no tour sees (the dashboard composes it). */
  empty?: ReactNode;
};

/** "Your tours" on the dashboard, from the device's copy: works offline once synced. */
export function MyTours({ tours, mirrorReady, empty }: MyToursProps) {
  const { online } = useSyncStatus();
  let content: ReactNode;
  if (tours && tours.length > 0) {
    content = (
      <ul aria-label="Your tours" className="grid gap-3 sm:grid-cols-2">
        {tours.map((item) => (
          <TourCard key={item.tour.id} item={item} />
        ))}
      </ul>
    );
  } else if (!tours || !mirrorReady) {
    content = <SkeletonList label="Loading your tours…" rows={2} />;
  } else if (!online) {
    content = (
      <EmptyState>
        <p>You’re offline. Your tours appear here once this device has synced with a connection.</p>
      </EmptyState>
    );
  } else {
    content = empty ?? (
      <EmptyState>
        <p>No tours yet. Tours you create or are added to show up here.</p>
      </EmptyState>
    );
  }

  return (
    <section aria-labelledby="my-tours-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="my-tours-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          Your tours
        </h2>
        <Link to="/dashboard/tours/create" className={buttonClasses('primary')}>
          New tour
        </Link>
      </div>
      {content}
    </section>
  );
}
