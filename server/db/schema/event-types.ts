/**
 * Event types: the ten built in (contract/events.ts `EVENT_TYPES`, seeded idempotently at start-up,
 * never by a migration, so their default names stay in one place) and those a platform admin added.
 * The admin may rename any of them; events store the `code`, so a rename shows everywhere at once.
 */
import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const eventTypes = pgTable(
  'event_types',
  {
    /** What events store: a built-in code (`SHOW`) or one made from an added type's first name. */
    code: text('code').primaryKey(),
    label: text('label').notNull(),
    builtIn: boolean('built_in').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('event_types_label_unique').on(sql`lower(${t.label})`)],
);
