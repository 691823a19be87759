/**
 * The providers a tour uses: its `tour_event_providers` rows in the version range, each with the
 * provider's fields joined in (the provider itself belongs to the workspace, not to one tour).
 */
import { and, asc, eq } from 'drizzle-orm';
import { eventProviders, tourEventProviders } from '../../db/schema/index';
import { toEventProvider } from '../../modules/event-providers/event-providers.service';
import type { RowEntity } from '../cascade';
import { op, versionFilter } from '../change-range';
import type { ChangeReader } from '../change-reader';

const eventProvider: ChangeReader = async (db, r) => {
  const q = db
    .select({ link: tourEventProviders, provider: eventProviders })
    .from(tourEventProviders)
    .innerJoin(eventProviders, eq(eventProviders.id, tourEventProviders.providerId))
    .where(and(eq(tourEventProviders.tourId, r.tourId), versionFilter(tourEventProviders.version, r)))
    .orderBy(asc(tourEventProviders.version));
  const rows = await (r.limit ? q.limit(r.limit) : q);
  return rows.map(({ link, provider }) => ({
    entity: 'eventProvider' as const,
    id: link.id,
    op: op(link.deletedAt),
    version: link.version,
    data: link.deletedAt
      ? null
      : { ...toEventProvider(provider), id: link.id, tourId: link.tourId, providerId: provider.id },
  }));
};

export const EVENT_PROVIDER_READERS = { eventProvider } satisfies Partial<Record<RowEntity, ChangeReader>>;
