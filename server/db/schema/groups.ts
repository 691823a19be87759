/**
 * Groups of a tour's people and their use on events. Every assignment is its own row (a member of a
 * group, a group on an event), never an array rewritten whole, so two managers' edits both survive.
 */
import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { events, synced } from './tours';
import { users } from './users';

export const groups = pgTable(
  'groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    ...synced(),
  },
  (t) => [index('groups_tour_idx').on(t.tourId), index('groups_sync_idx').on(t.tourId, t.version)],
);

export const groupMembers = pgTable(
  'group_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...synced(),
  },
  (t) => [
    uniqueIndex('group_members_group_user_unique').on(t.groupId, t.userId).where(sql`${t.deletedAt} is null`),
    index('group_members_user_idx').on(t.userId),
    index('group_members_sync_idx').on(t.tourId, t.version),
  ],
);

export const eventGroups = pgTable(
  'event_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    ...synced(),
  },
  (t) => [
    uniqueIndex('event_groups_event_group_unique')
      .on(t.eventId, t.groupId)
      .where(sql`${t.deletedAt} is null`),
    index('event_groups_group_idx').on(t.groupId),
    index('event_groups_sync_idx').on(t.tourId, t.version),
  ],
);
