import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ArrivingNotice } from '../../ui/arriving-notice';
import { buttonClasses } from '../../ui/button';
import { ErrorState } from '../../ui/error-state';
import { PageTitle } from '../../ui/page-title';
import { SkeletonList } from '../../ui/skeleton-list';
import { TourHeader } from './tour-header';
import { useTour } from './use-tour';

type TourPageProps = { tourId: string; mirrorReady: boolean; children: ReactNode };

/**
 * A tour's own page from the device's copy: header, then the route's sections (the day list), with
 * a line saying so while the tour is still arriving (a first sync of a year's tour at a venue).
 */
export function TourPage({ tourId, mirrorReady, children }: TourPageProps) {
  const found = useTour(tourId);
  if (found?.tour) {
    return (
      <section className="mx-auto flex max-w-4xl flex-col gap-6">
        <PageTitle title={found.tour.name} />
        <TourHeader tour={found.tour} role={found.role} />
        {found.arriving ? <ArrivingNotice state="more of it may appear below" /> : null}
        {children}
      </section>
    );
  }
  if (!found || !mirrorReady) {
    return (
      <div className="mx-auto max-w-4xl">
        <SkeletonList label="Loading the tour…" rows={4} />
      </div>
    );
  }
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
