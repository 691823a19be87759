import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { REPORT_MESSAGES, REPORT_SUBJECT_LABELS, type Report } from '#contract/reports';
import { isReportFinished, reportDetailQueries } from '../../api/reports.queries';
import { useIsOnline } from '../../lib/use-is-online';
import { Button } from '../../ui/button';
import { LoadState } from '../../ui/load-state';
import { PageTitle } from '../../ui/page-title';
import { TEXT_LINK_CLASSES } from '../../ui/text-link';
import { DownloadButtons } from './download-buttons';
import { NeedsConnection } from './needs-connection';
import { formatCreated, reportRange } from './report-labels';
import { ReportPreview } from './report-preview';
import { ReportProgress } from './report-progress';
import { announceFinished } from './report-watcher';
import { useGenerateAgain } from './use-generate-again';

/** Says "Report generated" when a report this screen saw being made has finished. */
function useAnnounceWhenFinished(report: Report | undefined) {
  const sawUnfinished = useRef(false);
  useEffect(() => {
    if (!report) return;
    if (!isReportFinished(report)) sawUnfinished.current = true;
    else if (sawUnfinished.current) announceFinished(report);
  }, [report]);
}

function FailedReport({ report }: { report: Report }) {
  const online = useIsOnline();
  const again = useGenerateAgain();
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 dark:border-red-900 dark:bg-red-950/40"
    >
      <p className="text-sm text-red-800 dark:text-red-200">{REPORT_MESSAGES.failed}</p>
      <Button
        variant="secondary"
        disabled={!online}
        isPending={again.isPending}
        onClick={() => again.mutate(report)}
      >
        Try again
      </Button>
    </div>
  );
}

function ReportBody({ report }: { report: Report }) {
  if (report.status === 'failed') return <FailedReport report={report} />;
  if (report.status !== 'done') return <ReportProgress report={report} />;
  return (
    <>
      {/* Kept at 100 % once done: the bar the user watched ends full, not gone. */}
      <ReportProgress report={report} />
      <DownloadButtons files={report.files} />
      <ReportPreview report={report} />
    </>
  );
}

/** One report: its progress while it is made (asked after every second), then its preview and files. */
export function ReportScreen({ reportId }: { reportId: string }) {
  const query = useQuery(reportDetailQueries.detail(reportId));
  const report = query.data;
  useAnnounceWhenFinished(report);
  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-4">
      <PageTitle title={report?.name ?? 'Report'} />
      <Link to="/dashboard/reports" className={`${TEXT_LINK_CLASSES} self-start text-sm`}>
        ← Reports
      </Link>
      {report ? (
        <>
          <header>
            <h1 className="break-words text-2xl font-bold text-slate-900 dark:text-white">{report.name}</h1>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {REPORT_SUBJECT_LABELS[report.subject]} · {report.tourName} · {reportRange(report)} · created{' '}
              {formatCreated(report.createdAt)}
            </p>
          </header>
          <NeedsConnection />
          <ReportBody report={report} />
        </>
      ) : (
        <LoadState query={query} subject="the report" notFoundTitle="Report not found" />
      )}
    </section>
  );
}
