/**
 * Generating one summary report, a run of the reports' `runReportJob` (reports/report-job-run.ts:
 * claim, write the CSV and PDF, record, or "failed") on the runner of reports/report-jobs.ts: its
 * table of days × rates, recorded with its currency and "done".
 */
import { eq } from 'drizzle-orm';
import type { ReportFormat } from '#contract/reports';
import { SUMMARY_REPORT_HEADER } from '#contract/summary-reports';
import type { Queryable } from '../../db/client';
import { summaryReportFiles, summaryReports, tours, workspaceTeams } from '../../db/schema/index';
import { reportCsv } from '../reports/report-csv';
import { reportFileName } from '../reports/report-generate';
import { doneValues, type ReportJobKind, reportJobQueue } from '../reports/report-job-run';
import { reportPdf } from '../reports/report-pdf';
import { summaryLines, summaryTable } from './summary-report-rows';

async function build(db: Queryable, id: string) {
  const [found] = await db
    .select({ report: summaryReports, team: workspaceTeams, tourName: tours.name })
    .from(summaryReports)
    .innerJoin(workspaceTeams, eq(workspaceTeams.id, summaryReports.teamId))
    .innerJoin(tours, eq(tours.id, summaryReports.tourId))
    .where(eq(summaryReports.id, id));
  if (!found) throw new Error('the summary report, its team or its tour is gone');
  const { report } = found;
  const rows = summaryTable(await summaryLines(db, report.teamId, report.tourId));
  await db.update(summaryReports).set({ progress: 50 }).where(eq(summaryReports.id, report.id));
  const header = [...SUMMARY_REPORT_HEADER];
  const title = `Summary report – ${found.team.name}`;
  const subtitle = `${found.tourName} · amounts in ${found.team.currency}`;
  return {
    rows,
    currency: found.team.currency,
    fileName: (format: ReportFormat) => reportFileName(title, found.tourName, format),
    files: { csv: reportCsv(header, rows), pdf: await reportPdf({ title, subtitle }, header, rows) },
  };
}

const SUMMARY_REPORT_JOB: ReportJobKind<Awaited<ReturnType<typeof build>>> = {
  jobs: summaryReports,
  files: summaryReportFiles,
  build,
  async recordDone(tx, id, built, at) {
    await tx
      .update(summaryReports)
      .set({ ...doneValues(at), currency: built.currency, rows: built.rows })
      .where(eq(summaryReports.id, id));
  },
};

/** The summary reports' table as a queue of the report runner. */
export const SUMMARY_REPORT_QUEUE = reportJobQueue(SUMMARY_REPORT_JOB);
