/**
 * The production tracker: one live row per show (an event of type SHOW). Times are the show day's
 * wall clock ('HH:mm' text), counts whole numbers; what the event and its day already say (name,
 * start, end, date, venue, city) is read from them, never copied here.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { events, synced } from './tours';

export const productionTrackers = pgTable(
  'production_trackers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    loadIn: text('load_in'),
    soundcheck: text('soundcheck'),
    changeOver: text('change_over'),
    setTime: text('set_time'),
    hardCurfew: text('hard_curfew'),
    stageContacts: text('stage_contacts'),
    stageSize: text('stage_size'),
    power: text('power'),
    monitors: text('monitors'),
    riggers: integer('riggers'),
    forks: integer('forks'),
    loaders: integer('loaders'),
    hands: integer('hands'),
    advanced: boolean('advanced').notNull().default(false),
    riderSent: boolean('rider_sent').notNull().default(false),
    ...synced(),
  },
  (t) => [
    uniqueIndex('production_trackers_event_unique').on(t.eventId).where(sql`${t.deletedAt} is null`),
    index('production_trackers_sync_idx').on(t.tourId, t.version),
  ],
);
