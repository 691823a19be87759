import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { workspaces } from './workspaces';

/**
 * A workspace's catalogue of role titles for tour personnel ("FOH", "Stage Manager"…). Seeded with
 * the product's titles the first time a workspace's catalogue is read; a deleted title is kept as a
 * tombstone so an emptied catalogue is never seeded again. People keep their title as text.
 */
export const tourPersonnelRoles = pgTable(
  'tour_personnel_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('tour_personnel_roles_workspace_idx').on(t.workspaceId),
    // One live title per name (case-insensitive) and workspace.
    uniqueIndex('tour_personnel_roles_name_idx')
      .on(t.workspaceId, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);
