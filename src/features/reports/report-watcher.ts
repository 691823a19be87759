/**
 * Follows the reports started on this device until they are made, wherever the user has gone
 * meanwhile, and says "Report generated" (or that it failed) once per report. Lives in the
 * reports screens' code: it starts with a Generate, not with the app.
 */
import type { QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { REPORT_MESSAGES, type Report } from '#contract/reports';
import { isApiError } from '../../api/api-error';
import { readAuth } from '../../api/auth-storage';
import { fetchReport } from '../../api/reports.api';
import {
  isReportFinished,
  REPORT_POLL_MS,
  reportDetailQueries,
  reportQueries,
} from '../../api/reports.queries';

const announced = new Set<string>();
const watching = new Set<string>();

/** The toast for a report that has just finished, at most once per report on this device. */
export function announceFinished(report: Pick<Report, 'id' | 'status'>): void {
  if (!isReportFinished(report) || announced.has(report.id)) return;
  announced.add(report.id);
  if (report.status === 'done') toast.success(REPORT_MESSAGES.generated);
  else toast.error(REPORT_MESSAGES.failed);
}

async function poll(client: QueryClient, reportId: string): Promise<void> {
  // Signed out meanwhile: the report was the previous session's, and asking would end "another".
  if (readAuth() === null) {
    watching.delete(reportId);
    return;
  }
  try {
    const report = await fetchReport(reportId);
    client.setQueryData(reportDetailQueries.detail(reportId).queryKey, report);
    if (isReportFinished(report)) {
      watching.delete(reportId);
      announceFinished(report);
      await client.invalidateQueries({ queryKey: reportQueries.lists() });
      return;
    }
  } catch (error) {
    // Refused (signed out, removed): nothing more to wait for. A lost connection: keep asking.
    if (isApiError(error) && error.status >= 400 && error.status < 500) {
      watching.delete(reportId);
      return;
    }
  }
  setTimeout(() => void poll(client, reportId), REPORT_POLL_MS);
}

/** Starts following a report this device asked for (once, however often it is called). */
export function watchReport(client: QueryClient, report: Report): void {
  if (isReportFinished(report)) {
    announceFinished(report);
    return;
  }
  if (watching.has(report.id)) return;
  watching.add(report.id);
  // The report's screen opens on this answer, so it sees the report unfinished first.
  client.setQueryData(reportDetailQueries.detail(report.id).queryKey, report);
  setTimeout(() => void poll(client, report.id), REPORT_POLL_MS);
}
