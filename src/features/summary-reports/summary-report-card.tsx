import { useState } from 'react';
import { toast } from 'sonner';
import type { ReportFile } from '#contract/reports';
import type { SummaryReport } from '#contract/summary-reports';
import { errorMessage } from '../../api/api-error';
import { fetchSummaryReportFile } from '../../api/summary-reports.api';
import { saveBlob } from '../../lib/save-blob';
import { useIsOnline } from '../../lib/use-is-online';
import { Button } from '../../ui/button';
import { SummaryReportTable } from './summary-report-table';

function Download({ report, file }: { report: SummaryReport; file: ReportFile }) {
  const online = useIsOnline();
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      saveBlob(await fetchSummaryReportFile(report.teamId, report.id, file.id), file.name);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      variant="secondary"
      isPending={pending}
      disabled={!online}
      title={online ? undefined : 'Needs a connection'}
      onClick={() => void download()}
    >
      Download {file.format.toUpperCase()}
    </Button>
  );
}

/** One summary report: its progress while being made, then its table and files (or that it failed). */
export function SummaryReportCard({ report }: { report: SummaryReport }) {
  const headingId = `summary-${report.id}`;
  const value = Math.max(0, Math.min(100, Math.round(report.progress)));
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
          {report.tourName}
        </h2>
        <span className="text-xs text-slate-600 dark:text-slate-400">{report.createdAt.slice(0, 10)}</span>
      </div>
      {report.status === 'queued' || report.status === 'running' ? (
        <div
          role="progressbar"
          aria-label={`Progress of the summary of ${report.tourName}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={value}
          className="h-3 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
        >
          <div className="h-full rounded-full bg-amber-500" style={{ width: `${value}%` }} />
        </div>
      ) : report.status === 'failed' ? (
        <p className="text-sm text-red-600 dark:text-red-400">This summary report could not be generated.</p>
      ) : (
        <>
          <SummaryReportTable report={report} />
          <div className="flex flex-wrap gap-2">
            {[...report.files]
              .sort((a, b) => a.format.localeCompare(b.format))
              .map((file) => (
                <Download key={file.id} report={report} file={file} />
              ))}
          </div>
        </>
      )}
    </article>
  );
}
