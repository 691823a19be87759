import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { tourDayQueries } from '../../api/tour-days.queries';
import { LoadState } from '../../ui/load-state';
import { PageTitle } from '../../ui/page-title';
import { DayPlaceCard } from './day-place-card';
import type { SetupMode } from './setup-mode';
import { StepActions } from './step-actions';

type AssignVenuesScreenProps = { mode: SetupMode; artistId: string; tourId: string };

/** Where each day happens: a city (which sets the day's time zone) and, optionally, the venue. */
export function AssignVenuesScreen({ mode, artistId, tourId }: AssignVenuesScreenProps) {
  const days = useQuery(tourDayQueries.list(tourId));
  // One picker at a time keeps the page short on a phone and its field labels unique.
  const [editingDate, setEditingDate] = useState<string | null>(null);

  return (
    <section className="flex flex-col gap-4">
      <PageTitle title="Assign venues" />
      <div>
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Venues</h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Set the city, and the venue if you know it, for each day. Times on a day are shown in its city’s
          time zone.
        </p>
      </div>
      {!days.data ? (
        <LoadState query={days} subject="the tour’s days" notFoundTitle="Tour not found" />
      ) : days.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-5 text-slate-600 dark:border-slate-700 dark:text-slate-400">
          This tour has no days. Change its dates to add some.
        </p>
      ) : (
        <div className="flex flex-col gap-3">
          {days.data.map((day, index) => (
            <DayPlaceCard
              key={day.id}
              tourId={tourId}
              day={day}
              dayNumber={index + 1}
              previousDay={days.data[index - 1]}
              isEditing={editingDate === day.date}
              onEdit={() => setEditingDate(day.date)}
              onClose={() => setEditingDate(null)}
            />
          ))}
        </div>
      )}
      <StepActions mode={mode} step="venues" artistId={artistId} tourId={tourId} />
    </section>
  );
}
