import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { TourDay } from '#contract/tour-days';
import { errorMessage } from '../../api/api-error';
import { createProvider } from '../../api/event-providers.api';
import { providerQueries } from '../../api/event-providers.queries';
import { tourQueries } from '../../api/tours.queries';
import { useIsOnline } from '../../lib/use-is-online';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/select-field';
import { useSaveDayPlace } from './use-save-day-place';

type VenueProviderSelectProps = { tourId: string; day: TourDay; dayLabel: string };

/**
 * The day's venue from the workspace's Venues & contacts: choosing one fills the day's place and
 * time zone from it (the crew's daysheet then shows its address and contacts). A day placed from
 * a search can be kept as a new venue in one tap.
 */
export function VenueProviderSelect({ tourId, day, dayLabel }: VenueProviderSelectProps) {
  const queryClient = useQueryClient();
  const tour = useQuery(tourQueries.detail(tourId));
  const workspaceId = tour.data?.workspaceId ?? '';
  const providers = useQuery({ ...providerQueries.list(workspaceId), enabled: Boolean(workspaceId) });
  const save = useSaveDayPlace(tourId);
  const isOnline = useIsOnline();
  const venues = (providers.data ?? []).filter((p) => p.kind === 'VENUE' || p.id === day.venueProviderId);
  const link = (venueProviderId: string | null) =>
    save.mutate(
      { date: day.date, venueProviderId },
      { onError: (error) => toast.error(errorMessage(error)) },
    );
  const keepAsVenue = async () => {
    if (!day.city || !day.venue) return;
    try {
      const made = await createProvider({
        workspaceId,
        kind: 'VENUE',
        name: day.venue,
        city: day.city,
        country: day.country,
        placeId: day.placeId,
        timeZone: day.timeZone,
        latitude: day.latitude,
        longitude: day.longitude,
      });
      await queryClient.invalidateQueries({ queryKey: providerQueries.ofWorkspace(workspaceId) });
      link(made.id);
      toast.success(`${made.name} added to Venues & contacts`);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  if (!providers.data) return null;
  return (
    <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
      <SelectField
        className="sm:flex-1"
        label={`${dayLabel} venue from Venues & contacts`}
        value={day.venueProviderId ?? ''}
        disabled={save.isPending || !isOnline}
        onChange={(e) => link(e.target.value || null)}
        options={[
          { value: '', label: 'No saved venue' },
          ...venues.map((p) => ({ value: p.id, label: [p.name, p.city].filter(Boolean).join(', ') })),
        ]}
      />
      {isOnline ? null : (
        <p className="text-sm text-slate-600 dark:text-slate-400">Venues change online only.</p>
      )}
      {isOnline && !day.venueProviderId && day.venue && day.city ? (
        <Button variant="ghost" onClick={keepAsVenue}>
          Save {day.venue} as a venue
        </Button>
      ) : null}
    </div>
  );
}
