import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { estimateQueries } from '../../api/estimates.queries';
import { teamQueries } from '../../api/teams.queries';
import { LoadState } from '../../ui/load-state';
import { PageTitle } from '../../ui/page-title';
import { SavedCopyNotice } from '../../ui/saved-copy-notice';
import { EstimateEditor } from './estimate-editor';

/** One estimate of a team's tour: the editable table, with print and CSV export. */
export function EstimateScreen({ teamId, estimateId }: { teamId: string; estimateId: string }) {
  const team = useQuery(teamQueries.detail(teamId));
  const estimate = useQuery(estimateQueries.detail(teamId, estimateId));
  const data = estimate.data;
  return (
    <section className="mx-auto flex max-w-5xl min-w-0 flex-col gap-4">
      <PageTitle title={data ? data.name : 'Estimate'} />
      <Link
        to="/dashboard/teams/$teamId/estimating"
        params={{ teamId }}
        className="text-sm font-medium text-amber-700 dark:text-amber-300 print:hidden"
      >
        ← {team.data?.name ?? 'Team'} estimates
      </Link>
      {!data ? (
        <LoadState query={estimate} subject="the estimate" notFoundTitle="Estimate not found" />
      ) : (
        <>
          <div className="print:hidden">
            <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{data.name}</h1>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {data.tourName} · in {data.currency}
            </p>
          </div>
          <SavedCopyNotice query={estimate} />
          {/* Keyed by the estimate: a saved copy replaced by a newer one restarts the editor. */}
          <EstimateEditor
            key={`${data.id}-${data.updatedAt}`}
            estimate={data}
            teamName={team.data?.name ?? ''}
          />
        </>
      )}
    </section>
  );
}
