import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { Report } from '#contract/reports';
import { Badge } from '../../ui/badge';
import { EmptyState } from '../../ui/empty-state';
import { LoadState } from '../../ui/load-state';
import { formatCreated, REPORT_STATUS_LABELS, reportRange } from './report-labels';
import { ReportProgress } from './report-progress';

function ReportRow({ report, showTour }: { report: Report; showTour: boolean }) {
  const finished = report.status === 'done' || report.status === 'failed';
  return (
    <li
      aria-label={report.name}
      className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="min-w-0">
        <Link
          to="/dashboard/reports/$reportId"
          params={{ reportId: report.id }}
          className="break-words font-semibold text-slate-900 underline-offset-2 hover:underline dark:text-white"
        >
          {report.name}
        </Link>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {showTour ? `${report.tourName} · ` : ''}
          {reportRange(report)} · {formatCreated(report.createdAt)}
        </p>
      </div>
      {finished ? (
        <Badge tone={report.status === 'failed' ? 'warning' : 'neutral'}>
          {REPORT_STATUS_LABELS[report.status]}
        </Badge>
      ) : (
        <ReportProgress report={report} compact />
      )}
    </li>
  );
}

type ReportListProps = {
  query: UseQueryResult<Report[]>;
  /** Off on a tour's own list, where every report is of that tour. */
  showTour?: boolean;
};

/** Reports, newest first, with their state; "No reports yet" and what a report is when empty. */
export function ReportList({ query, showTour = true }: ReportListProps) {
  if (!query.data) return <LoadState query={query} subject="reports" notFoundTitle="Tour not found" />;
  if (query.data.length === 0) {
    return (
      <EmptyState>
        <p className="font-semibold text-slate-800 dark:text-slate-200">No reports yet</p>
        <p>
          A report is a table of a tour's people, events or travel with the columns you pick, for the whole
          tour or some of its dates, to read here or download as CSV or PDF.
        </p>
      </EmptyState>
    );
  }
  const newestFirst = [...query.data].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <ul aria-label="Reports" className="flex flex-col gap-2">
      {newestFirst.map((report) => (
        <ReportRow key={report.id} report={report} showTour={showTour} />
      ))}
    </ul>
  );
}
