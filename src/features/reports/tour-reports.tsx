import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { reportQueries } from '../../api/reports.queries';
import { buttonClasses } from '../../ui/button';
import { SavedCopyNotice } from '../../ui/saved-copy-notice';
import { NeedsConnection } from './needs-connection';
import { BLANK_REPORT } from './report-builder-screen';
import { ReportList } from './report-list';

/** A tour's reports (the caller's), with "New report" for this tour. */
export function TourReports({ tourId }: { tourId: string }) {
  const reports = useQuery(reportQueries.list({ tourId }));
  return (
    <section aria-labelledby="tour-reports-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="tour-reports-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
          Reports
        </h2>
        <Link
          to="/dashboard/reports/new/$reportId"
          params={{ reportId: BLANK_REPORT }}
          search={{ tourId }}
          className={buttonClasses()}
        >
          New report
        </Link>
      </div>
      <NeedsConnection />
      <SavedCopyNotice query={reports} />
      <ReportList query={reports} showTour={false} />
    </section>
  );
}
