/**
 * Conversations of a tour. A room's people and groups, its messages and each person's own read
 * state are one row each (never an array rewritten whole), synced like every tour row; who may see
 * a room is decided from `chat_members` (a person, or a group they are in).
 */
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { groups } from './groups';
import { synced } from './tours';
import { users } from './users';

export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    adminUserId: uuid('admin_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...synced(),
  },
  (t) => [index('chat_rooms_tour_idx').on(t.tourId), index('chat_rooms_sync_idx').on(t.tourId, t.version)],
);

export const chatMembers = pgTable(
  'chat_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    ...synced(),
  },
  (t) => [
    uniqueIndex('chat_members_room_user_unique')
      .on(t.roomId, t.userId)
      .where(sql`${t.deletedAt} is null and ${t.userId} is not null`),
    uniqueIndex('chat_members_room_group_unique')
      .on(t.roomId, t.groupId)
      .where(sql`${t.deletedAt} is null and ${t.groupId} is not null`),
    index('chat_members_room_idx').on(t.roomId),
    index('chat_members_user_idx').on(t.userId),
    index('chat_members_group_idx').on(t.groupId),
    index('chat_members_sync_idx').on(t.tourId, t.version),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    senderUserId: uuid('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    ...synced(),
  },
  (t) => [
    index('chat_messages_room_sent_idx').on(t.roomId, t.sentAt),
    index('chat_messages_sync_idx').on(t.tourId, t.version),
  ],
);

/** Keyed `<roomId>:<userId>` (`chatReadId`): a device marking a room read offline names the same row the server has. */
export const chatReads = pgTable(
  'chat_reads',
  {
    id: text('id').primaryKey(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    archived: boolean('archived').notNull().default(false),
    muted: boolean('muted').notNull().default(false),
    ...synced(),
  },
  (t) => [
    uniqueIndex('chat_reads_room_user_unique').on(t.roomId, t.userId),
    index('chat_reads_user_idx').on(t.userId),
    index('chat_reads_sync_idx').on(t.tourId, t.version),
  ],
);
