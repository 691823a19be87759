import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { PROVIDER_KIND_LABELS } from '#contract/event-providers';
import { providerQueries } from '../../api/event-providers.queries';
import { useIsOnline } from '../../lib/use-is-online';
import { useUserDb } from '../../offline/user-sync';
import { SelectField } from '../../ui/select-field';

type ProviderFieldProps = {
  tourId: string;
  value: string;
  onChange: (providerId: string) => void;
  error?: string;
};

/**
 * The event's venue, hotel or vendor (the hotel of a hotel stay). Offline it offers the providers
 * already in the tour's mirror; online, the workspace's whole Venues & contacts.
 */
export function ProviderField({ tourId, value, onChange, error }: ProviderFieldProps) {
  const db = useUserDb();
  const isOnline = useIsOnline();
  // The tour's workspace: its whole directory is offered when online.
  const workspaceId = useLiveQuery(
    async () => (db ? (await db.tours.get(tourId))?.workspaceId : undefined),
    [db, tourId],
  );
  const mirrored = useLiveQuery(
    async () => (db ? db.eventProviders.where('tourId').equals(tourId).toArray() : []),
    [db, tourId],
  );
  const directory = useQuery({
    ...providerQueries.list(workspaceId ?? ''),
    enabled: Boolean(workspaceId) && isOnline,
  });
  const choices = new Map<string, string>();
  for (const p of directory.data ?? []) choices.set(p.id, `${p.name} (${PROVIDER_KIND_LABELS[p.kind]})`);
  for (const p of mirrored ?? []) {
    if (!choices.has(p.providerId)) choices.set(p.providerId, `${p.name} (${PROVIDER_KIND_LABELS[p.kind]})`);
  }
  return (
    <SelectField
      label="Venue, hotel or vendor"
      value={value}
      error={error}
      onChange={(e) => onChange(e.target.value)}
      options={[{ value: '', label: 'None' }, ...[...choices].map(([id, label]) => ({ value: id, label }))]}
    />
  );
}
