import { useId, useRef } from 'react';
import { toast } from 'sonner';
import type { TourDay } from '#contract/tour-days';
import { errorMessage } from '../../api/api-error';
import { formatDay } from '../../lib/format-dates';
import { Button } from '../../ui/button';
import { PlacePicker } from './place-picker';
import { useSaveDayPlace } from './use-save-day-place';
import { VenueProviderSelect } from './venue-provider-select';

type DayPlaceCardProps = {
  tourId: string;
  day: TourDay;
  dayNumber: number;
  previousDay: TourDay | undefined;
  isEditing: boolean;
  onEdit: () => void;
  onClose: () => void;
};

/** One day of the tour: where it happens, and the picker to change that. */
export function DayPlaceCard({
  tourId,
  day,
  dayNumber,
  previousDay,
  isEditing,
  onEdit,
  onClose,
}: DayPlaceCardProps) {
  const headingId = useId();
  const editButton = useRef<HTMLButtonElement>(null);
  const copyPlace = useSaveDayPlace(tourId);
  const dayLabel = `Day ${dayNumber}`;

  const closePicker = () => {
    onClose();
    // Back to the button that opened the picker, so keyboard users keep their place in the list.
    requestAnimationFrame(() => editButton.current?.focus());
  };

  const sameAsPrevious = () => {
    if (!previousDay?.city) return;
    const { city, country, venue, placeId, timeZone, latitude, longitude } = previousDay;
    copyPlace.mutate(
      { date: day.date, place: { city, country, venue, placeId, timeZone, latitude, longitude } },
      {
        onSuccess: () => toast.success(`${dayLabel}: same as the day before (${city})`),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold text-slate-900 dark:text-white">
            {dayLabel} · {formatDay(day.date)}
          </h3>
          {day.city ? (
            <div className="mt-1 text-sm text-slate-700 dark:text-slate-300">
              <p className="break-words font-medium">{[day.city, day.country].filter(Boolean).join(', ')}</p>
              <p className="break-words">{day.venue ?? 'Venue not set yet'}</p>
              <p className="text-slate-500 dark:text-slate-400">Time zone: {day.timeZone}</p>
            </div>
          ) : (
            <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">No city or venue set</p>
          )}
        </div>
        {isEditing ? null : (
          <div className="flex flex-wrap gap-2 sm:justify-end">
            {previousDay?.city ? (
              <Button variant="ghost" isPending={copyPlace.isPending} onClick={sameAsPrevious}>
                Same as previous day
              </Button>
            ) : null}
            <Button ref={editButton} variant="secondary" onClick={onEdit}>
              {day.city ? 'Change place' : 'Set place'}
            </Button>
          </div>
        )}
      </div>
      {isEditing ? (
        <PlacePicker tourId={tourId} day={day} dayLabel={dayLabel} onClose={closePicker} />
      ) : (
        <VenueProviderSelect tourId={tourId} day={day} dayLabel={dayLabel} />
      )}
    </section>
  );
}
