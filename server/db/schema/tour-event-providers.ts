/**
 * Which providers a tour uses, as synced rows: one per (tour, provider), stamped with the tour's
 * version whenever the provider is first used by the tour or changes, tombstoned when it is deleted.
 * The pull joins the provider's fields in (server/sync/readers/event-providers.ts).
 */
import { index, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { eventProviders } from './event-providers';
import { synced } from './tours';

export const tourEventProviders = pgTable(
  'tour_event_providers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => eventProviders.id, { onDelete: 'cascade' }),
    ...synced(),
  },
  (t) => [
    uniqueIndex('tour_event_providers_tour_provider_unique').on(t.tourId, t.providerId),
    index('tour_event_providers_provider_idx').on(t.providerId),
    index('tour_event_providers_sync_idx').on(t.tourId, t.version),
  ],
);
