/**
 * Team estimates: what a tour will cost a team. Quantities are whole hundredths (12.5 days =
 * 1250) and money whole minor units in bigint columns, so totals are exact
 * (contract/estimate-totals.ts computes them; nothing derived is stored).
 */
import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { workspaceTeamMembers, workspaceTeams } from './teams';
import { tours } from './tours';

export const teamEstimates = pgTable(
  'team_estimates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => workspaceTeams.id, { onDelete: 'cascade' }),
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('team_estimates_team_idx').on(t.teamId)],
);

/** One line of an estimate, in order; a line whose member leaves the team stays as an extra cost. */
export const teamEstimateLines = pgTable(
  'team_estimate_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    estimateId: uuid('estimate_id')
      .notNull()
      .references(() => teamEstimates.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    memberId: uuid('member_id').references(() => workspaceTeamMembers.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    daysHundredths: integer('days_hundredths').notNull(),
    hoursHundredths: integer('hours_hundredths').notNull(),
    dailyWage: bigint('daily_wage_minor', { mode: 'number' }).notNull(),
    perDiem: bigint('per_diem_minor', { mode: 'number' }).notNull(),
    hourRate: bigint('hour_rate_minor', { mode: 'number' }).notNull(),
  },
  (t) => [index('team_estimate_lines_estimate_idx').on(t.estimateId, t.position)],
);
