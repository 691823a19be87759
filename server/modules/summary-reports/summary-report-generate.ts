/**
 * Generating one summary report, as a job of the report runner (reports/report-jobs.ts): claim it
 * (queued → running), build its table, write the CSV and PDF with the reports' writers, then record
 * files, rows and "done" in one transaction. A failure is recorded as "failed", never thrown.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { ReportFormat } from '#contract/reports';
import { SUMMARY_REPORT_HEADER } from '#contract/summary-reports';
import { type FileStorage, newStorageKey } from '../../adapters/storage/file-storage';
import type { Queryable } from '../../db/client';
import { summaryReportFiles, summaryReports, tours, workspaceTeams } from '../../db/schema/index';
import { reportCsv } from '../reports/report-csv';
import { reportFileName } from '../reports/report-generate';
import type { JobQueue } from '../reports/report-jobs';
import { reportPdf } from '../reports/report-pdf';
import { summaryLines, summaryTable } from './summary-report-rows';

type SummaryRow = typeof summaryReports.$inferSelect;

async function claim(db: Queryable, id: string): Promise<SummaryRow | null> {
  const [row] = await db
    .update(summaryReports)
    .set({ status: 'running', progress: 0 })
    .where(and(eq(summaryReports.id, id), eq(summaryReports.status, 'queued')))
    .returning();
  return row ?? null;
}

async function build(db: Queryable, report: SummaryRow) {
  const [found] = await db
    .select({ team: workspaceTeams, tourName: tours.name })
    .from(workspaceTeams)
    .innerJoin(tours, eq(tours.id, report.tourId))
    .where(eq(workspaceTeams.id, report.teamId));
  if (!found) throw new Error('the summary report’s team or tour is gone');
  const rows = summaryTable(await summaryLines(db, report.teamId, report.tourId));
  await db.update(summaryReports).set({ progress: 50 }).where(eq(summaryReports.id, report.id));
  const header = [...SUMMARY_REPORT_HEADER];
  const title = `Summary report – ${found.team.name}`;
  const subtitle = `${found.tourName} · amounts in ${found.team.currency}`;
  return {
    rows,
    currency: found.team.currency,
    name: (format: ReportFormat) =>
      reportFileName(`Summary report – ${found.team.name}`, found.tourName, format),
    files: { csv: reportCsv(header, rows), pdf: await reportPdf({ title, subtitle }, header, rows) },
  };
}

export async function generateSummaryReport(
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
      const key = newStorageKey();
      await storage.put(key, built.files[format]);
      written.push(key);
      stored.push({ format, key, size: built.files[format].byteLength });
    }
    const stale = await db.transaction(async (tx) => {
      const old = await tx.delete(summaryReportFiles).where(eq(summaryReportFiles.reportId, id)).returning();
      await tx.insert(summaryReportFiles).values(
        stored.map((file) => ({
          reportId: id,
          format: file.format,
          name: built.name(file.format),
          size: file.size,
          storageKey: file.key,
          createdAt: now(),
        })),
      );
      await tx
        .update(summaryReports)
        .set({
          status: 'done',
          progress: 100,
          currency: built.currency,
          rows: built.rows,
          error: null,
          finishedAt: now(),
        })
        .where(eq(summaryReports.id, id));
      return old.map((file) => file.storageKey);
    });
    for (const key of stale) await storage.remove(key);
  } catch (error) {
    for (const key of written) await storage.remove(key).catch(() => undefined);
    await db
      .update(summaryReports)
      .set({
        status: 'failed',
        error: error instanceof Error ? error.message : String(error),
        finishedAt: now(),
      })
      .where(eq(summaryReports.id, id));
  }
  return true;
}

/** The summary reports' table as a queue of the report runner. */
export const SUMMARY_REPORT_QUEUE: JobQueue = {
  async next(db) {
    const [row] = await db
      .select({ id: summaryReports.id })
      .from(summaryReports)
      .where(eq(summaryReports.status, 'queued'))
      .orderBy(asc(summaryReports.createdAt), asc(summaryReports.id))
      .limit(1);
    return row?.id ?? null;
  },
  generate: generateSummaryReport,
  async requeue(db) {
    await db
      .update(summaryReports)
      .set({ status: 'queued', progress: 0 })
      .where(eq(summaryReports.status, 'running'));
  },
};
