import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { EVENT_PERSONNEL_ROLES } from '#contract/event-personnel';
import type { Travel } from '#contract/travel';
import { eventProviders } from './event-providers';
import { users } from './users';
import { workspaces } from './workspaces';

export const artists = pgTable(
  'artists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    logoUrl: text('logo_url'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('artists_workspace_idx').on(t.workspaceId)],
);

/**
 * A tour. `version` is the sync cursor of everything in the tour: every write bumps it under a row
 * lock and stamps the rows it touched with the new value (docs/offline-client.md).
 */
export const tours = pgTable(
  'tours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    artistId: uuid('artist_id')
      .notNull()
      .references(() => artists.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    logoUrl: text('logo_url'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tours_artist_idx').on(t.artistId), index('tours_workspace_idx').on(t.workspaceId)],
);

/** Columns every synced row of a tour carries: the version that last touched it and a tombstone. */
export const synced = () => ({
  tourId: uuid('tour_id')
    .notNull()
    .references(() => tours.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** People on a tour with their project role; `userId` is null until an invited e-mail signs up. */
export const tourPersonnel = pgTable(
  'tour_personnel',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    role: text('role', { enum: ['TOUR_OWNER', 'TOUR_MANAGER', 'TOUR_MEMBER', 'VENDOR'] }).notNull(),
    roleTitle: text('role_title'),
    status: text('status', { enum: ['ACTIVE', 'INVITED', 'DECLINED'] }).notNull(),
    /** The person lets this tour's managers read their personal and travelling details and documents. */
    shareInformation: boolean('share_information').notNull().default(false),
    /** Who sent the (latest) invitation and when: shown to the invitee until they answer. */
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    ...synced(),
  },
  (t) => [
    uniqueIndex('tour_personnel_tour_email_unique').on(t.tourId, t.email).where(sql`${t.deletedAt} is null`),
    index('tour_personnel_user_idx').on(t.userId),
    index('tour_personnel_sync_idx').on(t.tourId, t.version),
  ],
);

export const tourDays = pgTable(
  'tour_days',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    date: date('date').notNull(),
    timeZone: text('time_zone').notNull(),
    city: text('city'),
    country: text('country'),
    venue: text('venue'),
    placeId: text('place_id'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The venue the place was filled from (event-providers), if any. */
    venueProviderId: uuid('venue_provider_id').references(() => eventProviders.id, { onDelete: 'set null' }),
    tag: text('tag', {
      enum: [
        'TRAVEL_DAY',
        'REHEARSAL_DAY',
        'HOTEL_STAY',
        'SHOW_DAY',
        'PRODUCTION_DAY',
        'PROMO_DAY',
        'GLAM_DAY',
        'LOAD_IN_DAY',
        'OFF_DAY',
        'STUDIO_DAY',
      ],
    }),
    ...synced(),
  },
  (t) => [
    uniqueIndex('tour_days_tour_date_unique').on(t.tourId, t.date).where(sql`${t.deletedAt} is null`),
    index('tour_days_sync_idx').on(t.tourId, t.version),
  ],
);

export const notes = pgTable(
  'notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tourDayId: uuid('tour_day_id')
      .notNull()
      .references(() => tourDays.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    conflictOfId: uuid('conflict_of_id'),
    ...synced(),
  },
  (t) => [index('notes_day_idx').on(t.tourDayId), index('notes_sync_idx').on(t.tourId, t.version)],
);

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tourDayId: uuid('tour_day_id')
      .notNull()
      .references(() => tourDays.id, { onDelete: 'cascade' }),
    /** A code of `event_types` (a built-in one or one an admin added); checked by the events service. */
    type: text('type').notNull(),
    title: text('title').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull(),
    visibility: text('visibility', { enum: ['EVERYONE', 'ASSIGNED_ONLY'] })
      .notNull()
      .default('EVERYONE'),
    location: text('location'),
    description: text('description'),
    /** The venue, hotel or vendor of the event (the hotel of a hotel stay), if any. */
    providerId: uuid('provider_id').references(() => eventProviders.id, { onDelete: 'set null' }),
    /**
     * A TRAVEL event's journey (contract/travel.ts): one value per event, always read and written
     * whole with it, so it rides the event's row, version and visibility rather than a table of its own.
     */
    travel: jsonb('travel').$type<Travel>(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...synced(),
  },
  (t) => [
    index('events_day_idx').on(t.tourDayId),
    index('events_sync_idx').on(t.tourId, t.version),
    index('events_start_idx').on(t.startAt),
  ],
);

/** One row per assignment, so two people's offline edits of one event's crew both survive. */
export const eventPersonnel = pgTable(
  'event_personnel',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What the person does at this event (contract/event-personnel.ts), if anything in particular. */
    role: text('role', { enum: EVENT_PERSONNEL_ROLES }),
    ...synced(),
  },
  (t) => [
    uniqueIndex('event_personnel_event_user_unique')
      .on(t.eventId, t.userId)
      .where(sql`${t.deletedAt} is null`),
    index('event_personnel_sync_idx').on(t.tourId, t.version),
  ],
);
