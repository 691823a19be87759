import { type FormEvent, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { PlaceResult } from '#contract/maps';
import type { Place, TourDay } from '#contract/tour-days';
import { errorMessage, isApiError } from '../../api/api-error';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { OfflineNotice } from '../../ui/offline-notice';
import { TextField } from '../../ui/text-field';
import { PlaceSearchResults } from './place-search-results';
import { useDebouncedValue } from './use-debounced-value';
import { useSaveDayPlace } from './use-save-day-place';

/** The chosen city: `key` tells the picker which result is selected, `place` is what gets saved. */
type PickedPlace = { key: string; label: string; place: Omit<Place, 'venue'> };

const SEARCH_DELAY_MS = 300;

function placeOfDay(day: TourDay): PickedPlace | null {
  if (!day.city) return null;
  const { city, country, placeId, timeZone, latitude, longitude } = day;
  return {
    key: placeId ?? `day:${day.id}`,
    label: [city, country].filter(Boolean).join(', '),
    place: { city, country, placeId, timeZone, latitude, longitude },
  };
}

function placeOfResult(result: PlaceResult): PickedPlace {
  const { city, country, placeId, timeZone, latitude, longitude } = result;
  return {
    key: placeId,
    label: result.label,
    place: { city, country, placeId, timeZone, latitude, longitude },
  };
}

type PlacePickerProps = { tourId: string; day: TourDay; dayLabel: string; onClose: () => void };

/** Search a city, pick one, optionally name the venue, save: the day takes the city's time zone. */
export function PlacePicker({ tourId, day, dayLabel, onClose }: PlacePickerProps) {
  const [cityQuery, setCityQuery] = useState(day.city ?? '');
  const [picked, setPicked] = useState<PickedPlace | null>(() => placeOfDay(day));
  const [venue, setVenue] = useState(day.venue ?? '');
  const settledQuery = useDebouncedValue(cityQuery.trim(), SEARCH_DELAY_MS);
  const cityInput = useRef<HTMLInputElement>(null);
  const save = useSaveDayPlace(tourId);

  useEffect(() => cityInput.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!picked) return;
    save.mutate(
      { date: day.date, place: { ...picked.place, venue: venue.trim() || null } },
      {
        onSuccess: (saved) => {
          toast.success(`${dayLabel}: ${saved.city ?? picked.place.city} (${saved.timeZone})`);
          onClose();
        },
      },
    );
  };

  const lostConnection = isApiError(save.error) && save.error.code === 'network_error';
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={`Place for ${dayLabel}`}
      className="mt-4 flex flex-col gap-4 border-t border-slate-200 pt-4 dark:border-slate-800"
    >
      {lostConnection ? (
        <OfflineNotice action="Saving a place" />
      ) : (
        <FormAlert message={save.error ? errorMessage(save.error) : undefined} />
      )}
      <TextField
        ref={cityInput}
        label="City"
        type="search"
        autoComplete="off"
        value={cityQuery}
        onChange={(event) => setCityQuery(event.target.value)}
        // Enter would save the form; here it only means "search", which happens as you type.
        onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
      />
      <div aria-live="polite">
        <PlaceSearchResults
          query={settledQuery}
          selectedPlaceId={picked?.key ?? null}
          onPick={(result) => setPicked(placeOfResult(result))}
        />
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {picked ? (
          <>
            Selected: <span className="font-semibold">{picked.label}</span> · {picked.place.timeZone}
          </>
        ) : (
          'No city selected yet.'
        )}
      </p>
      <TextField
        label="Venue (optional)"
        value={venue}
        maxLength={200}
        onChange={(event) => setVenue(event.target.value)}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" isPending={save.isPending} disabled={!picked}>
          Save place
        </Button>
      </div>
    </form>
  );
}
