/**
 * Rooms of a hotel stay (an event of type HOTEL_STAY) and the people in them, one row per person.
 * A person has at most one live room per hotel stay (`event_id` on the member row says which):
 * moving someone updates their row instead of adding a second one.
 */
import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { events, synced } from './tours';
import { users } from './users';

export const accommodationRooms = pgTable(
  'accommodation_rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    roomType: text('room_type', { enum: ['SINGLE', 'DOUBLE', 'TWIN', 'KING', 'QUEEN', 'SUITE'] }),
    notes: text('notes'),
    checkIn: date('check_in'),
    checkOut: date('check_out'),
    ...synced(),
  },
  (t) => [
    index('accommodation_rooms_event_idx').on(t.eventId),
    index('accommodation_rooms_sync_idx').on(t.tourId, t.version),
  ],
);

export const roomMembers = pgTable(
  'room_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => accommodationRooms.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...synced(),
  },
  (t) => [
    uniqueIndex('room_members_event_user_unique').on(t.eventId, t.userId).where(sql`${t.deletedAt} is null`),
    index('room_members_room_idx').on(t.roomId),
    index('room_members_sync_idx').on(t.tourId, t.version),
  ],
);
