/**
 * The platform admin's log: every admin write is recorded (who, what, when, on what), in the same
 * transaction as the write, and listed to admins.
 */
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Kept when the admin's account goes: the record outlives the person. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    /** What was done, e.g. 'user.create', 'user.delete', 'country.create', 'eventType.rename'. */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** A short, secret-free description of the change (never a password or a token). */
    detail: jsonb('detail').$type<Record<string, string | number | boolean | null>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('admin_audit_log_created_idx').on(t.createdAt)],
);
