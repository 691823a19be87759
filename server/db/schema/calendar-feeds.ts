import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tours } from './tours';
import { users } from './users';

/**
 * A person's private calendar subscription to one tour. The URL's token is never stored: it is
 * derived from `nonce` with the server's secret (so the same URL can be handed out again), and
 * only its hash is kept for the lookup. Revoking deletes the row, so the old URL is dead at once.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('calendar_feeds_token_idx').on(t.tokenHash),
    uniqueIndex('calendar_feeds_tour_user_idx').on(t.tourId, t.userId),
  ],
);
