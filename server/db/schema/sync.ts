import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** The highest outbox `seq` processed per device: pushes never re-run what is below it. */
export const syncDevices = pgTable(
  'sync_devices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: uuid('device_id').notNull(),
    lastSeq: integer('last_seq').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceId] })],
);

/** Every processed mutation by id, with its result: a replay (lost reply) answers `duplicate`. */
export const syncMutations = pgTable(
  'sync_mutations',
  {
    mutationId: uuid('mutation_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: uuid('device_id').notNull(),
    seq: integer('seq').notNull(),
    name: text('name').notNull(),
    status: text('status', { enum: ['applied', 'duplicate', 'conflict', 'rejected'] }).notNull(),
    result: jsonb('result').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sync_mutations_created_idx').on(t.createdAt)],
);
