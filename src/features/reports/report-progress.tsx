import type { Report } from '#contract/reports';
import { REPORT_STATUS_LABELS } from './report-labels';

/** How far a report being made has got: a progress bar screen readers can read. */
export function ReportProgress({ report, compact = false }: { report: Report; compact?: boolean }) {
  const value = Math.max(0, Math.min(100, Math.round(report.progress)));
  return (
    <div className="flex min-w-32 flex-col gap-1">
      <div
        role="progressbar"
        aria-label={`Progress of ${report.name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className={`${compact ? 'h-1.5' : 'h-3'} w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800`}
      >
        <div className="h-full rounded-full bg-amber-500 transition-[width]" style={{ width: `${value}%` }} />
      </div>
      <span className="text-xs text-slate-600 dark:text-slate-400">
        {REPORT_STATUS_LABELS[report.status]} · {value}%
      </span>
    </div>
  );
}
