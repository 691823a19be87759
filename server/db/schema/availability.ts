/**
 * Days a person has marked themselves unavailable for work: plain calendar dates (no time zone,
 * nothing to shift), one row per person and date. Kept per person, not per team, because "I can't
 * work on the 12th" is true on every team they are on. Nobody else writes them.
 */
import { date, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const unavailableDates = pgTable(
  'unavailable_dates',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.date] })],
);
