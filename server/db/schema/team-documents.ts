/**
 * What a team issues from its wages: deal memos (one member's terms on one tour, kept with the
 * values as issued, so a later wage change never rewrites a memo someone already holds) and
 * summary reports (a team's pay on a tour, generated in the background by the report runner of
 * server/modules/reports/, with a CSV and a PDF in file storage). Money is whole minor units.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { REPORT_FORMATS, REPORT_STATUSES } from '#contract/reports';
import { teamMemberWages, workspaceTeamMembers, workspaceTeams } from './teams';
import { tours } from './tours';
import { users } from './users';

export const dealMemos = pgTable(
  'deal_memos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => workspaceTeams.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => workspaceTeamMembers.id, { onDelete: 'cascade' }),
    /** Where it was issued from; the memo keeps its own copy of every value. */
    wageId: uuid('wage_id').references(() => teamMemberWages.id, { onDelete: 'set null' }),
    tourId: uuid('tour_id').references(() => tours.id, { onDelete: 'set null' }),
    /** 1, 2, 3… per team: the job number when the issuer gives none. */
    sequence: integer('sequence').notNull(),
    jobNumber: text('job_number').notNull(),
    jobName: text('job_name').notNull(),
    position: text('position').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    technician: text('technician').notNull(),
    tourName: text('tour_name').notNull(),
    currency: text('currency').notNull(),
    dailyWage: bigint('daily_wage_minor', { mode: 'number' }).notNull(),
    hourRate: bigint('hour_rate_minor', { mode: 'number' }).notNull(),
    perDiem: bigint('per_diem_minor', { mode: 'number' }).notNull(),
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('deal_memos_team_sequence_idx').on(t.teamId, t.sequence),
    index('deal_memos_member_idx').on(t.memberId, t.issuedAt),
  ],
);

/** One team's pay on one tour; a job row of the report runner (queued → running → done/failed). */
export const summaryReports = pgTable(
  'summary_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => workspaceTeams.id, { onDelete: 'cascade' }),
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    currency: text('currency'),
    /** Every member row then the totals row, as the table shows them (amounts as '1234.50'). */
    rows: jsonb('rows').$type<string[][]>().notNull().default(sql`'[]'::jsonb`),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('summary_reports_team_idx').on(t.teamId, t.createdAt),
    index('summary_reports_pending_idx').on(t.status).where(sql`${t.status} in ('queued', 'running')`),
  ],
);

export const summaryReportFiles = pgTable(
  'summary_report_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => summaryReports.id, { onDelete: 'cascade' }),
    format: text('format', { enum: REPORT_FORMATS }).notNull(),
    name: text('name').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('summary_report_files_report_idx').on(t.reportId)],
);
