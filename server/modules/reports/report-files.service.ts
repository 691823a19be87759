/**
 * A report's file, downloaded with the caller's bearer token (the screen fetches it as a blob): the
 * same people who see the report, everyone else 404. Never cached: reports carry contact details.
 */
import { eq } from 'drizzle-orm';
import type { ReportFormat } from '#contract/reports';
import { reportFiles } from '../../db/schema/index';
import type { AppDeps, AuthUser } from '../../http/context';
import { notFound } from '../../http/errors';
import { contentDisposition } from '../files/downloads-response';
import { requireVisibleReport } from './report-access';

const CONTENT_TYPES: Record<ReportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
};

export async function downloadReportFile(deps: AppDeps, actor: AuthUser, id: string): Promise<Response> {
  const db = deps.database.db;
  const [file] = await db.select().from(reportFiles).where(eq(reportFiles.id, id));
  if (!file) throw notFound();
  await requireVisibleReport(db, actor, file.reportId);
  const body = await deps.storage.open(file.storageKey);
  if (!body) {
    deps.logger.warn('report file bytes missing', { fileId: file.id });
    throw notFound();
  }
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
