import { useQuery } from '@tanstack/react-query';
import { CITY_NOT_FOUND_MESSAGE, type PlaceResult } from '#contract/maps';
import { errorMessage, isApiError } from '../../api/api-error';
import { placeQueries } from '../../api/maps.queries';
import { FormAlert } from '../../ui/form-alert';
import { OfflineNotice } from '../../ui/offline-notice';

export const MIN_PLACE_QUERY_LENGTH = 2;

type PlaceSearchResultsProps = {
  /** The settled (debounced) search text. */
  query: string;
  selectedPlaceId: string | null;
  onPick: (place: PlaceResult) => void;
};

/** The cities matching a search, as buttons to pick from; 'City not found' when none match. */
export function PlaceSearchResults({ query, selectedPlaceId, onPick }: PlaceSearchResultsProps) {
  const isSearchable = query.length >= MIN_PLACE_QUERY_LENGTH;
  const search = useQuery({ ...placeQueries.search(query), enabled: isSearchable });

  if (!isSearchable) {
    return <p className="text-sm text-slate-500 dark:text-slate-400">Type at least two letters of a city.</p>;
  }
  if (
    search.fetchStatus === 'paused' ||
    (isApiError(search.error) && search.error.code === 'network_error')
  ) {
    return <OfflineNotice action="Searching for a city" />;
  }
  if (search.error) return <FormAlert message={errorMessage(search.error)} />;
  if (!search.data) return <p className="text-sm text-slate-500 dark:text-slate-400">Searching…</p>;
  if (search.data.length === 0) {
    return <p className="text-sm font-semibold text-red-700 dark:text-red-400">{CITY_NOT_FOUND_MESSAGE}</p>;
  }
  return (
    <ul aria-label="Matching cities" className="flex flex-col gap-1">
      {search.data.map((place) => {
        const isSelected = place.placeId === selectedPlaceId;
        return (
          <li key={place.placeId}>
            <button
              type="button"
              aria-pressed={isSelected}
              onClick={() => onPick(place)}
              className={`flex min-h-11 w-full flex-col items-start rounded-lg border px-3 py-2 text-left text-sm focus-visible:outline-2 focus-visible:outline-amber-500 ${
                isSelected
                  ? 'border-amber-500 bg-amber-50 dark:bg-amber-500/10'
                  : 'border-slate-200 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800'
              }`}
            >
              <span className="font-medium text-slate-900 dark:text-white">{place.label}</span>
              <span className="text-xs text-slate-500 dark:text-slate-400">{place.timeZone}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
