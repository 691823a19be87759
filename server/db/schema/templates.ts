import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { EventTemplateItem } from '#contract/event-templates';
import { artists } from './tours';

/** An artist's template categories; names are unique per artist (copies between artists match by name). */
export const eventTemplateCategories = pgTable(
  'event_template_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    artistId: uuid('artist_id')
      .notNull()
      .references(() => artists.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('event_template_categories_artist_name_unique').on(t.artistId, sql`lower(${t.name})`)],
);

/**
 * A reusable day schedule. Items are kept as one JSON list: a template is always read and written
 * whole, and it is not a synced tour row (applying it creates ordinary, synced events).
 */
export const eventTemplates = pgTable(
  'event_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    artistId: uuid('artist_id')
      .notNull()
      .references(() => artists.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id').references(() => eventTemplateCategories.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    items: jsonb('items').$type<EventTemplateItem[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('event_templates_artist_idx').on(t.artistId),
    index('event_templates_category_idx').on(t.categoryId),
  ],
);
