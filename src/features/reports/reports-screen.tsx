import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { reportQueries } from '../../api/reports.queries';
import { buttonClasses } from '../../ui/button';
import { PageTitle } from '../../ui/page-title';
import { SavedCopyNotice } from '../../ui/saved-copy-notice';
import { NeedsConnection } from './needs-connection';
import { ReportList } from './report-list';
import { TemplateList } from './template-list';

const SECTION_HEADING = 'text-lg font-semibold text-slate-900 dark:text-white';

/** Reports: the caller's templates and their recent reports (REST; the lists are kept for offline). */
export function ReportsScreen() {
  const reports = useQuery(reportQueries.list());
  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <PageTitle title="Reports" />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Reports</h1>
        <Link
          to="/dashboard/reports/new/$reportId"
          params={{ reportId: 'blank' }}
          className={buttonClasses()}
        >
          New report
        </Link>
      </div>
      <NeedsConnection />
      <SavedCopyNotice query={reports} />
      <section aria-labelledby="report-templates-heading" className="flex flex-col gap-3">
        <h2 id="report-templates-heading" className={SECTION_HEADING}>
          Templates
        </h2>
        <TemplateList />
      </section>
      <section aria-labelledby="recent-reports-heading" className="flex flex-col gap-3">
        <h2 id="recent-reports-heading" className={SECTION_HEADING}>
          Recent reports
        </h2>
        <ReportList query={reports} />
      </section>
    </section>
  );
}
