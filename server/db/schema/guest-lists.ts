/**
 * Guest list requests for a show: one row per request, synced with the tour (version stamp and
 * tombstone like every tour row). `checked_in` counts guests through the door, 0..quantity.
 */
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { DELIVERY_METHODS, GUEST_LIST_STATUSES } from '#contract/guest-lists';
import { events, synced } from './tours';
import { users } from './users';

export const guestListSubmissions = pgTable(
  'guest_list_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    requesterUserId: uuid('requester_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    quantity: integer('quantity').notNull(),
    phone: text('phone'),
    email: text('email'),
    notes: text('notes'),
    deliveryMethod: text('delivery_method', { enum: DELIVERY_METHODS }).notNull(),
    status: text('status', { enum: GUEST_LIST_STATUSES }).notNull().default('PENDING'),
    checkedIn: integer('checked_in').notNull().default(0),
    ...synced(),
  },
  (t) => [
    index('guest_list_submissions_event_idx').on(t.eventId),
    index('guest_list_submissions_sync_idx').on(t.tourId, t.version),
  ],
);
