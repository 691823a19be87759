/**
 * Workspace teams: a crew company inside a workspace, its members (invited by e-mail, then active)
 * and each member's wages per tour. Money is stored as whole minor units (cents) in bigint
 * columns — never floating point — so sums are exact (contract/money.ts converts to and from text).
 */
import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { TEAM_MEMBER_ROLES, TEAM_MEMBER_STATUSES } from '#contract/teams';
import { tours } from './tours';
import { users } from './users';
import { workspaces } from './workspaces';

export const workspaceTeams = pgTable(
  'workspace_teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    notes: text('notes').notNull(),
    locationName: text('location_name').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('workspace_teams_workspace_idx').on(t.workspaceId)],
);

/** One row per person on a team; `userId` is null until someone without an account signs up. */
export const workspaceTeamMembers = pgTable(
  'workspace_team_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => workspaceTeams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    position: text('position'),
    role: text('role', { enum: TEAM_MEMBER_ROLES }).notNull(),
    status: text('status', { enum: TEAM_MEMBER_STATUSES }).notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('workspace_team_members_team_email_idx').on(t.teamId, t.email),
    index('workspace_team_members_user_idx').on(t.userId),
    index('workspace_team_members_email_idx').on(t.email),
  ],
);

/** A member's pay on one tour, in the team's currency; one row per member and tour. */
export const teamMemberWages = pgTable(
  'team_member_wages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => workspaceTeams.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => workspaceTeamMembers.id, { onDelete: 'cascade' }),
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    dailyWage: bigint('daily_wage_minor', { mode: 'number' }).notNull(),
    hourRate: bigint('hour_rate_minor', { mode: 'number' }).notNull(),
    perDiem: bigint('per_diem_minor', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('team_member_wages_member_tour_idx').on(t.memberId, t.tourId)],
);
