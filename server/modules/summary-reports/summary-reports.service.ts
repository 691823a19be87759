/**
 * Summary reports of a team: asking for one on a tour of the team's workspace (a queued job the
 * report runner picks up), reading them back with their rows and files, and a file's bytes.
 * Owner and admins only: members 403, anyone else 404 (teams/team-access.ts).
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { CreateSummaryReport, SummaryReport } from '#contract/summary-reports';
import { TEAM_MESSAGES } from '#contract/teams';
import type { Queryable } from '../../db/client';
import { summaryReportFiles, summaryReports, tours } from '../../db/schema/index';
import type { AppDeps, AuthUser } from '../../http/context';
import { notFound, validationFailed } from '../../http/errors';
import { contentDisposition } from '../files/downloads-response';
import { requireTeam } from '../teams/team-access';

type ReportRow = typeof summaryReports.$inferSelect;
type FileRow = typeof summaryReportFiles.$inferSelect;

const toSummaryReport = (report: ReportRow, tourName: string, files: FileRow[]): SummaryReport => ({
  id: report.id,
  teamId: report.teamId,
  tourId: report.tourId,
  tourName,
  status: report.status,
  progress: report.progress,
  currency: report.currency,
  rows: report.status === 'done' ? report.rows : [],
  files: files.map((file) => ({ id: file.id, format: file.format, name: file.name, size: file.size })),
  createdAt: report.createdAt.toISOString(),
  finishedAt: report.finishedAt?.toISOString() ?? null,
});

export async function createSummaryReport(
  db: Queryable,
  actor: AuthUser,
  teamId: string,
  input: CreateSummaryReport,
  now: Date,
): Promise<SummaryReport> {
  const { team } = await requireTeam(db, actor, teamId, 'manage');
  const [tour] = await db
    .select({ name: tours.name })
    .from(tours)
    .where(and(eq(tours.id, input.tourId), eq(tours.workspaceId, team.workspaceId)));
  if (!tour) throw validationFailed({ tourId: TEAM_MESSAGES.tourNotInWorkspace });
  const [row] = await db
    .insert(summaryReports)
    .values({ teamId, tourId: input.tourId, createdBy: actor.id, createdAt: now })
    .returning();
  if (!row) throw new Error('summary report insert returned nothing');
  return toSummaryReport(row, tour.name, []);
}

async function read(db: Queryable, teamId: string, reportId?: string): Promise<SummaryReport[]> {
  const found = await db
    .select({ report: summaryReports, tourName: tours.name })
    .from(summaryReports)
    .innerJoin(tours, eq(tours.id, summaryReports.tourId))
    .where(
      reportId
        ? and(eq(summaryReports.teamId, teamId), eq(summaryReports.id, reportId))
        : eq(summaryReports.teamId, teamId),
    )
    .orderBy(desc(summaryReports.createdAt), desc(summaryReports.id));
  if (found.length === 0) return [];
  const files = await db
    .select()
    .from(summaryReportFiles)
    .where(
      inArray(
        summaryReportFiles.reportId,
        found.map((item) => item.report.id),
      ),
    )
    .orderBy(asc(summaryReportFiles.format));
  return found.map((item) =>
    toSummaryReport(
      item.report,
      item.tourName,
      files.filter((file) => file.reportId === item.report.id),
    ),
  );
}

export async function listSummaryReports(db: Queryable, actor: AuthUser, teamId: string) {
  await requireTeam(db, actor, teamId, 'manage');
  return read(db, teamId);
}

export async function getSummaryReport(db: Queryable, actor: AuthUser, teamId: string, reportId: string) {
  await requireTeam(db, actor, teamId, 'manage');
  const [report] = await read(db, teamId, reportId);
  if (!report) throw notFound('Summary report not found');
  return report;
}

const CONTENT_TYPES = { csv: 'text/csv; charset=utf-8', pdf: 'application/pdf' } as const;

export async function downloadSummaryReportFile(
  deps: AppDeps,
  actor: AuthUser,
  ids: { id: string; reportId: string; fileId: string },
): Promise<Response> {
  const db = deps.database.db;
  await getSummaryReport(db, actor, ids.id, ids.reportId);
  const [file] = await db
    .select()
    .from(summaryReportFiles)
    .where(and(eq(summaryReportFiles.id, ids.fileId), eq(summaryReportFiles.reportId, ids.reportId)));
  const body = file ? await deps.storage.open(file.storageKey) : null;
  if (!file || !body) throw notFound();
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': CONTENT_TYPES[file.format],
      'Content-Disposition': contentDisposition('attachment', file.name),
      'Content-Length': String(file.size),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
