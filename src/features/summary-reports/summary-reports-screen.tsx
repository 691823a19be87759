import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { summaryReportQueries } from '../../api/summary-reports.queries';
import { teamQueries } from '../../api/teams.queries';
import { EmptyState } from '../../ui/empty-state';
import { LoadState } from '../../ui/load-state';
import { PageTitle } from '../../ui/page-title';
import { NewSummaryReport } from './new-summary-report';
import { SummaryReportCard } from './summary-report-card';

function ReportsList({ teamId }: { teamId: string }) {
  const reports = useQuery(summaryReportQueries.list(teamId));
  if (!reports.data)
    return <LoadState query={reports} subject="the summary reports" notFoundTitle="Team not found" />;
  if (reports.data.length === 0)
    return <EmptyState>No summary reports yet. Pick a tour to sum up the team’s pay on it.</EmptyState>;
  return (
    <div className="flex flex-col gap-4">
      {reports.data.map((report) => (
        <SummaryReportCard key={report.id} report={report} />
      ))}
    </div>
  );
}

/**
 * The team page's "Reports" section: summary reports of the team's pay per tour (owner and
 * admins). `tabs` is the team page's tab bar, given by the route (features never import another).
 */
export function SummaryReportsScreen({ teamId, tabs }: { teamId: string; tabs: ReactNode }) {
  const team = useQuery(teamQueries.detail(teamId));
  const data = team.data;
  return (
    <section className="mx-auto flex max-w-5xl flex-col gap-4">
      <PageTitle title={data ? `${data.name} – Reports` : 'Team reports'} />
      {!data ? (
        <LoadState query={team} subject="the team" notFoundTitle="Team not found" />
      ) : (
        <>
          <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{data.name}</h1>
          {tabs}
          {data.canManage ? (
            <>
              <NewSummaryReport teamId={teamId} />
              <ReportsList teamId={teamId} />
            </>
          ) : (
            <EmptyState>Only the team owner and admins see summary reports.</EmptyState>
          )}
        </>
      )}
    </section>
  );
}
