import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { tourQueries } from '../../api/tours.queries';
import { formatDateRange } from '../../lib/format-dates';
import { ErrorState } from '../../ui/error-state';
import { LoadState } from '../../ui/load-state';
import type { SetupMode } from './setup-mode';
import { SetupStepsNav } from './setup-steps-nav';

type TourSetupFrameProps = { mode: SetupMode; artistId: string; tourId: string; children: ReactNode };

/** The tour's name, dates and the setup steps around each setup screen. */
export function TourSetupFrame({ mode, artistId, tourId, children }: TourSetupFrameProps) {
  const tour = useQuery(tourQueries.detail(tourId));
  if (!tour.data) {
    return (
      <div className="mx-auto max-w-3xl">
        <LoadState query={tour} subject="the tour" notFoundTitle="Tour not found" />
      </div>
    );
  }
  // A tour reached under another artist's URL is not found there, whatever it is elsewhere.
  if (tour.data.artistId !== artistId) {
    return <ErrorState title="Tour not found" message="This tour does not belong to this artist." />;
  }
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-3">
        <div>
          <p className="text-sm font-semibold text-amber-700 dark:text-amber-400">
            {mode === 'create' ? 'Set up your tour' : 'Edit tour'}
          </p>
          <h1 className="break-words text-2xl font-bold text-slate-900 dark:text-white">{tour.data.name}</h1>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {formatDateRange(tour.data.startDate, tour.data.endDate)}
          </p>
        </div>
        <SetupStepsNav mode={mode} artistId={artistId} tourId={tourId} />
      </header>
      {children}
    </div>
  );
}
