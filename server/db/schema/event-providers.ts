/**
 * Event providers: a workspace's venues, promoters, hotels and vendors, kept once and pointed at by
 * days (`tour_days.venue_provider_id`) and events (`events.provider_id`). Deletes are tombstones:
 * the tours that used a provider still learn it is gone (tour-event-providers.ts).
 */
import { doublePrecision, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ProviderContact } from '#contract/event-providers';
import { workspaces } from './workspaces';

export const eventProviders = pgTable(
  'event_providers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['VENUE', 'PROMOTER', 'HOTEL', 'VENDOR', 'OTHER'] }).notNull(),
    name: text('name').notNull(),
    addressLine: text('address_line'),
    city: text('city'),
    country: text('country'),
    postalCode: text('postal_code'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    placeId: text('place_id'),
    timeZone: text('time_zone'),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    notes: text('notes'),
    /**
     * A short list (≤ 20) always read and written with its provider and never queried on its own:
     * one validated JSON column keeps the provider one row, on the server and in the mirror.
     */
    contacts: jsonb('contacts').$type<ProviderContact[]>().notNull().default([]),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('event_providers_workspace_idx').on(t.workspaceId, t.name)],
);
