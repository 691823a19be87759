/**
 * Web push: each device's subscription, notifications waiting out their batching window, and
 * notifications on their way to one device. All in the database, so nothing queued is lost when the
 * process restarts, and any instance may deliver (rows are claimed, not held in memory).
 */
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_KINDS } from '#contract/notifications';
import { sessions } from './auth';
import { tours } from './tours';
import { users } from './users';

/**
 * One browser's push subscription. The endpoint is unique: registering it again (another user
 * signing in on that browser) moves it. Tied to the session that registered it, so a device that
 * signed out, or whose session ended, is not sent anything (and goes with the session's row).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
    /** Failed attempts since the last success. */
    failures: integer('failures').notNull().default(0),
    /** The push service's last refusal (status and text; never a key). */
    lastError: text('last_error'),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * A notification for one person, waiting for its batch (same person, kind and key: a room, a day)
 * to go quiet; then the batch becomes one push to each of the person's devices.
 */
export const notificationQueue = pgTable(
  'notification_queue',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    key: text('key').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    url: text('url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('notification_queue_batch_idx').on(t.userId, t.kind, t.key, t.createdAt)],
);

/** One push to one device: retried with backoff until the push service takes it or it expires. */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    /** The JSON the service worker shows (contract/notifications.ts PushPayload). */
    payload: text('payload').notNull(),
    urgency: text('urgency', { enum: ['normal', 'high'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** When it may be tried next; a claimed delivery is pushed forward by a lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** After this the news is stale: the push service would drop it anyway (its TTL). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('push_deliveries_due_idx').on(t.nextAttemptAt),
    index('push_deliveries_subscription_idx').on(t.subscriptionId),
  ],
);
