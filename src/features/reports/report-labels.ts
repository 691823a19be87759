import type { Report, ReportStatus } from '#contract/reports';
import { formatDay } from '../../lib/format-dates';

export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  queued: 'Waiting',
  running: 'Generating',
  done: 'Done',
  failed: 'Failed',
};

/** The dates a report covers, as the list and the report show them. */
export function reportRange(report: Pick<Report, 'from' | 'to'>): string {
  if (!report.from && !report.to) return 'Whole tour';
  if (!report.to) return `From ${formatDay(report.from ?? '')}`;
  if (!report.from) return `Until ${formatDay(report.to)}`;
  return `${formatDay(report.from)} – ${formatDay(report.to)}`;
}

const CREATED_FORMAT = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** When a report was asked for, in the viewer's own time. */
export const formatCreated = (iso: string) => CREATED_FORMAT.format(new Date(iso));
