import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { estimateQueries } from '../../api/estimates.queries';
import { teamQueries } from '../../api/teams.queries';
import { EmptyState } from '../../ui/empty-state';
import { LoadState } from '../../ui/load-state';
import { PageTitle } from '../../ui/page-title';
import { SavedCopyNotice } from '../../ui/saved-copy-notice';
import { readableMoney } from './estimate-format';
import { NewEstimateForm } from './new-estimate-form';

/**
 * A team's "Estimating" section: its estimates, and a new one for a tour (owner and admins).
 * `tabs` is the team page's tab bar, given by the route (features do not import each other).
 */
export function EstimatesScreen({ teamId, tabs }: { teamId: string; tabs: ReactNode }) {
  const team = useQuery(teamQueries.detail(teamId));
  const canManage = team.data?.canManage === true;
  const estimates = useQuery({ ...estimateQueries.list(teamId), enabled: canManage });
  if (!team.data) return <LoadState query={team} subject="the team" notFoundTitle="Team not found" />;
  const list = estimates.data;
  return (
    <section className="mx-auto flex max-w-3xl min-w-0 flex-col gap-4">
      <PageTitle title={`${team.data.name} — Estimating`} />
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{team.data.name}</h1>
      {tabs}
      {!canManage ? (
        <EmptyState>Only the team owner and admins estimate tours.</EmptyState>
      ) : (
        <>
          <section
            aria-labelledby="new-estimate-heading"
            className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
          >
            <h2
              id="new-estimate-heading"
              className="mb-3 text-lg font-semibold text-slate-900 dark:text-white"
            >
              Estimate a tour
            </h2>
            <NewEstimateForm teamId={teamId} />
          </section>
          <SavedCopyNotice query={estimates} />
          {!list ? (
            <LoadState query={estimates} subject="the estimates" notFoundTitle="Team not found" />
          ) : list.length === 0 ? (
            <EmptyState>No estimates yet: pick a tour above to start one from the crew’s wages.</EmptyState>
          ) : (
            <ul aria-label="Estimates" className="flex flex-col gap-2">
              {list.map((estimate) => (
                <li key={estimate.id}>
                  <Link
                    to="/dashboard/teams/$teamId/estimate/$estimateId"
                    params={{ teamId, estimateId: estimate.id }}
                    className="flex flex-wrap items-baseline justify-between gap-2 rounded-2xl border border-slate-200 bg-white p-4 hover:border-amber-500 dark:border-slate-800 dark:bg-slate-900"
                  >
                    <span>
                      <span className="block font-semibold text-slate-900 dark:text-white">
                        {estimate.name}
                      </span>
                      <span className="text-sm text-slate-600 dark:text-slate-400">
                        {estimate.tourName} · {estimate.lineCount}{' '}
                        {estimate.lineCount === 1 ? 'line' : 'lines'}
                      </span>
                    </span>
                    <span className="font-semibold tabular-nums">
                      {readableMoney(estimate.total, estimate.currency)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
