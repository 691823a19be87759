/**
 * Reports: asking for one (a queued job row the runner picks up, report-jobs.ts) and reading them
 * back with their preview rows and files. Who may see one is report-access.ts.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { type CreateReport, REPORT_MESSAGES, type Report, type ReportFile } from '#contract/reports';
import type { Queryable } from '../../db/client';
import { reportFiles, reports } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { validationFailed } from '../../http/errors';
import { requireTourAccess } from '../tours/tour-access';
import { reportFilter, requireVisibleReport, type VisibleReport, visibleReports } from './report-access';
import { questionColumns, resolveColumns } from './report-columns';
import { requireOwnTemplate } from './report-templates.service';

type FileRow = typeof reportFiles.$inferSelect;

const toFile = (row: FileRow): ReportFile => ({
  id: row.id,
  format: row.format,
  name: row.name,
  size: row.size,
});

export function toReport({ report, tourName }: VisibleReport, files: FileRow[]): Report {
  return {
    id: report.id,
    templateId: report.templateId,
    name: report.name,
    subject: report.subject,
    tourId: report.tourId,
    tourName,
    from: report.fromDate,
    to: report.toDate,
    status: report.status,
    progress: report.progress,
    columns: report.columns,
    rowCount: report.rowCount,
    preview: report.status === 'done' ? report.preview : [],
    files: files.map(toFile),
    createdById: report.createdBy,
    createdAt: report.createdAt.toISOString(),
    finishedAt: report.finishedAt?.toISOString() ?? null,
  };
}

async function withFiles(db: Queryable, found: VisibleReport[]): Promise<Report[]> {
  if (found.length === 0) return [];
  const files = await db
    .select()
    .from(reportFiles)
    .where(
      inArray(
        reportFiles.reportId,
        found.map((item) => item.report.id),
      ),
    )
    .orderBy(asc(reportFiles.format));
  return found.map((item) =>
    toReport(
      item,
      files.filter((file) => file.reportId === item.report.id),
    ),
  );
}

/**
 * Queues a report of a tour the caller is on. From a template (the caller's own) its name, rows and
 * columns are used; a question column of another tour is left out. The runner is told by the route,
 * once this write has committed.
 */
export async function createReport(db: Queryable, actor: AuthUser, input: CreateReport, now: Date) {
  const { tour } = await requireTourAccess(db, actor, input.tourId);
  const template = input.templateId ? await requireOwnTemplate(db, actor, input.templateId) : null;
  const name = template?.name ?? input.name;
  const subject = template?.subject ?? input.subject;
  const keys = template?.columns ?? input.columns;
  // The contract already asks for either; this only narrows the types.
  if (!name || !subject || !keys) throw validationFailed({ columns: REPORT_MESSAGES.templateOrColumns });
  const columns = resolveColumns(keys, await questionColumns(db, actor, tour.id));
  if (columns.length === 0) throw validationFailed({ columns: REPORT_MESSAGES.columnsRequired });
  const [row] = await db
    .insert(reports)
    .values({
      templateId: template?.id ?? null,
      createdBy: actor.id,
      tourId: tour.id,
      name,
      subject,
      columns,
      fromDate: input.from ?? null,
      toDate: input.to ?? null,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('report insert returned nothing');
  return toReport({ report: row, tourName: tour.name }, []);
}

export async function getReport(db: Queryable, actor: AuthUser, id: string): Promise<Report> {
  const [report] = await withFiles(db, [await requireVisibleReport(db, actor, id)]);
  if (!report) throw new Error('report vanished while read');
  return report;
}

/** Reports the caller may see; a named tour must be one the caller is on (404 otherwise). */
export async function listReports(
  db: Queryable,
  actor: AuthUser,
  filter: { tourId?: string | undefined; templateId?: string | undefined },
): Promise<Report[]> {
  if (filter.tourId) await requireTourAccess(db, actor, filter.tourId);
  return withFiles(db, await visibleReports(db, actor, reportFilter(filter)));
}

/** GET /report-templates/{id}/reports: the caller's own template, then the reports of it they may see. */
export async function reportsOfTemplate(db: Queryable, actor: AuthUser, templateId: string) {
  await requireOwnTemplate(db, actor, templateId);
  return withFiles(db, await visibleReports(db, actor, eq(reports.templateId, templateId)));
}
