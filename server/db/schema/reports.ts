/**
 * Reports: a person's saved templates (what each row is and which columns), the reports generated
 * for a tour (a job row the background runner moves from queued to done or failed, with the first
 * rows kept for the screen) and their files, whose bytes live in file storage like uploads do.
 * Not synced: reports are made and read on the server only.
 */
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { REPORT_FORMATS, REPORT_STATUSES, REPORT_SUBJECTS, type ReportColumn } from '#contract/reports';
import { tours } from './tours';
import { users } from './users';

export const reportTemplates = pgTable(
  'report_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    subject: text('subject', { enum: REPORT_SUBJECTS }).notNull(),
    columns: jsonb('columns').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('report_templates_owner_idx').on(t.ownerId, t.createdAt)],
);

export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Kept when the template is deleted: the report still says what it was made from. */
    templateId: uuid('template_id').references(() => reportTemplates.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    subject: text('subject', { enum: REPORT_SUBJECTS }).notNull(),
    /** The columns as resolved when it was asked for (labels of question columns included). */
    columns: jsonb('columns').$type<ReportColumn[]>().notNull(),
    fromDate: date('from_date'),
    toDate: date('to_date'),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    rowCount: integer('row_count'),
    preview: jsonb('preview').$type<string[][]>().notNull().default(sql`'[]'::jsonb`),
    /** Why generation failed, for the server's log readers (the screen shows the product's wording). */
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('reports_tour_idx').on(t.tourId, t.createdAt),
    index('reports_template_idx').on(t.templateId),
    index('reports_pending_idx').on(t.status).where(sql`${t.status} in ('queued', 'running')`),
  ],
);

export const reportFiles = pgTable(
  'report_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    format: text('format', { enum: REPORT_FORMATS }).notNull(),
    name: text('name').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('report_files_report_idx').on(t.reportId), index('report_files_key_idx').on(t.storageKey)],
);
