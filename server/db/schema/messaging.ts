/**
 * Text messages (SMS / WhatsApp) managers send to a tour's people. A row is written `queued` in the
 * request's transaction and set to `sent` or `failed` (with the provider's error) once the
 * provider answered, so nothing sent is unrecorded and a failure is kept for the manager to see.
 */
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { MESSAGE_CHANNELS, MESSAGE_STATUSES } from '#contract/messaging';
import { tours } from './tours';
import { users } from './users';

export const outgoingMessages = pgTable(
  'outgoing_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    recipientUserId: uuid('recipient_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The number it went to, E.164, as it was when sent (profiles change). */
    phone: text('phone').notNull(),
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: MESSAGE_STATUSES }).notNull(),
    /** The provider's id of the message (Twilio's SID; `stored:<id>` for the embedded adapter). */
    providerId: text('provider_id'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outgoing_messages_tour_idx').on(t.tourId, t.createdAt)],
);

/** What the embedded messaging adapter "sent": read by the dev mailbox, like `mail_outbox`. */
export const textOutbox = pgTable(
  'text_outbox',
  {
    id: text('id').primaryKey(),
    to: text('to').notNull(),
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('text_outbox_to_idx').on(t.to)],
);
