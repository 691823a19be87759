/**
 * Generating one report, a run of `runReportJob` (report-job-run.ts: claim, write, record, or
 * "failed"): its rows as its creator sees the tour, its preview and row count recorded with "done".
 * A report whose creator has since left the tour, for instance, fails instead of showing what they
 * may no longer see.
 */
import { eq } from 'drizzle-orm';
import { REPORT_PREVIEW_ROWS, type ReportFormat } from '#contract/reports';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Queryable } from '../../db/client';
import { reportFiles, reports, tours, users } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { reportCsv } from './report-csv';
import { doneValues, type ReportJobKind, reportJobQueue, runReportJob } from './report-job-run';
import { reportPdf } from './report-pdf';
import { buildRows } from './report-rows';

type ReportRow = typeof reports.$inferSelect;

/** Reading the tour takes the first 10 %, the rows up to 80 %, the two files the rest. */
const progressOf = (share: number) => 10 + Math.floor(share * 70);

async function setProgress(db: Queryable, id: string, progress: number) {
  await db.update(reports).set({ progress }).where(eq(reports.id, id));
}

async function creatorOf(db: Queryable, report: ReportRow): Promise<AuthUser> {
  const [user] = await db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.id, report.createdBy));
  if (!user) throw new Error('the report’s creator is gone');
  return user;
}

/** `Crew contacts – Spring Tour 2027.csv` (slashes would read as folders on some systems). */
export const reportFileName = (name: string, tourName: string, format: ReportFormat) =>
  `${name} – ${tourName}.${format}`.replace(/[/\\]/g, '-');

const rangeText = (from: string | null, to: string | null) =>
  from || to ? `${from ?? '…'} – ${to ?? '…'}` : 'All dates';

async function build(db: Queryable, id: string) {
  const [report] = await db.select().from(reports).where(eq(reports.id, id));
  if (!report) throw new Error('the report is gone');
  const creator = await creatorOf(db, report);
  const [tour] = await db.select({ name: tours.name }).from(tours).where(eq(tours.id, report.tourId));
  if (!tour) throw new Error('the report’s tour is gone');
  await setProgress(db, report.id, 10);
  let shown = 10;
  const rows = await buildRows(db, creator, report, async (share) => {
    const progress = progressOf(share);
    if (progress < shown + 10) return;
    shown = progress;
    await setProgress(db, report.id, progress);
  });
  const header = report.columns.map((column) => column.label);
  const csv = reportCsv(header, rows);
  await setProgress(db, report.id, 85);
  const subtitle = `${tour.name} · ${report.subject === 'people' ? 'Everyone on the tour' : rangeText(report.fromDate, report.toDate)}`;
  const pdf = await reportPdf({ title: report.name, subtitle }, header, rows);
  const fileName = (format: ReportFormat) => reportFileName(report.name, tour.name, format);
  return { rows, fileName, files: { csv, pdf } };
}

const REPORT_JOB: ReportJobKind<Awaited<ReturnType<typeof build>>> = {
  jobs: reports,
  files: reportFiles,
  build,
  async recordDone(tx, id, built, at) {
    await tx
      .update(reports)
      .set({
        ...doneValues(at),
        rowCount: built.rows.length,
        preview: built.rows.slice(0, REPORT_PREVIEW_ROWS),
      })
      .where(eq(reports.id, id));
  },
};

/** Generates the report if it is queued; true when this call took it (the demo seed's reports). */
export const generateReport = (db: Queryable, storage: FileStorage, id: string, now: () => Date) =>
  runReportJob(REPORT_JOB, db, storage, id, now);

/** The reports' table as a queue of the report runner (report-jobs.ts). */
export const REPORTS_QUEUE = reportJobQueue(REPORT_JOB);
