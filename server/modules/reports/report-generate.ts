/**
 * Generating one report: claim it (queued → running), build its rows as its creator sees the tour,
 * write the CSV and PDF into file storage, then record files, preview and "done" in one
 * transaction. Any failure is recorded as "failed" (never thrown at a caller): a report whose
 * creator has since left the tour, for instance, fails instead of showing what they may no longer see.
 */
import { and, eq } from 'drizzle-orm';
import { REPORT_PREVIEW_ROWS, type ReportFormat } from '#contract/reports';
import { type FileStorage, newStorageKey } from '../../adapters/storage/file-storage';
import type { Queryable } from '../../db/client';
import { reportFiles, reports, tours, users } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { reportCsv } from './report-csv';
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

async function build(db: Queryable, report: ReportRow) {
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
  return { rows, tourName: tour.name, files: { csv, pdf } };
}

/**
 * Takes the report if it is still queued; null when another runner took it first (the row lock
 * makes a second UPDATE see "running" and change nothing).
 */
async function claim(db: Queryable, id: string): Promise<ReportRow | null> {
  const [row] = await db
    .update(reports)
    .set({ status: 'running', progress: 0 })
    .where(and(eq(reports.id, id), eq(reports.status, 'queued')))
    .returning();
  return row ?? null;
}

/** Generates the report if it is queued; true when this call took it. */
export async function generateReport(
  db: Queryable,
  storage: FileStorage,
  id: string,
  now: () => Date,
): Promise<boolean> {
  const report = await claim(db, id);
  if (!report) return false;
  const written: string[] = [];
  try {
    const built = await build(db, report);
    const stored: { format: ReportFormat; key: string; size: number }[] = [];
    for (const format of ['csv', 'pdf'] as const) {
      const bytes = built.files[format];
      const key = newStorageKey();
      await storage.put(key, bytes);
      written.push(key);
      stored.push({ format, key, size: bytes.byteLength });
    }
    const stale = await db.transaction(async (tx) => {
      // A run cut short by a restart may have recorded files: this run's replace them.
      const old = await tx.delete(reportFiles).where(eq(reportFiles.reportId, id)).returning();
      await tx.insert(reportFiles).values(
        stored.map((file) => ({
          reportId: id,
          format: file.format,
          name: reportFileName(report.name, built.tourName, file.format),
          size: file.size,
          storageKey: file.key,
          createdAt: now(),
        })),
      );
      await tx
        .update(reports)
        .set({
          status: 'done',
          progress: 100,
          rowCount: built.rows.length,
          preview: built.rows.slice(0, REPORT_PREVIEW_ROWS),
          error: null,
          finishedAt: now(),
        })
        .where(eq(reports.id, id));
      return old.map((file) => file.storageKey);
    });
    for (const key of stale) await storage.remove(key);
  } catch (error) {
    for (const key of written) await storage.remove(key).catch(() => undefined);
    await db
      .update(reports)
      .set({
        status: 'failed',
        error: error instanceof Error ? error.message : String(error),
        finishedAt: now(),
      })
      .where(eq(reports.id, id));
  }
  return true;
}
