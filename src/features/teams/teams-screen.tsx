import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { subscriptionQueries } from '../../api/subscriptions.queries';
import { teamQueries } from '../../api/teams.queries';
import { buttonClasses } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { LoadState } from '../../ui/load-state';
import { PageTitle } from '../../ui/page-title';
import { SavedCopyNotice } from '../../ui/saved-copy-notice';
import { TEAM_ROLE_LABELS } from './team-labels';
import { WorkspacePanel } from './workspace-panel';

/** My Teams: the teams I own or am an active member of (a saved copy offline). */
export function TeamsScreen() {
  const teams = useQuery(teamQueries.list());
  // The wall before the user hits it; unknown (offline, loading) keeps the link: the server decides.
  const plan = useQuery(subscriptionQueries.current());
  const walled = plan.data ? !plan.data.entitlements.createTeam : false;
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-4">
      <PageTitle title="My Teams" />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">My Teams</h1>
        {walled ? null : (
          <Link to="/dashboard/teams/add" className={buttonClasses('primary')}>
            Add team
          </Link>
        )}
      </div>
      {walled ? (
        <p className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-500/10 dark:text-amber-200">
          Adding a team needs a subscription.{' '}
          <Link to="/dashboard/subscription" className="font-semibold underline">
            Subscribe to add teams
          </Link>
        </p>
      ) : null}
      <WorkspacePanel />
      <SavedCopyNotice query={teams} />
      {!teams.data ? (
        <LoadState query={teams} subject="your teams" notFoundTitle="Teams not found" />
      ) : teams.data.length === 0 ? (
        <EmptyState>
          <p>You are not on a team yet. Add one for your crew, or accept an invitation on your dashboard.</p>
        </EmptyState>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {teams.data.map((team) => (
            <li key={team.id}>
              <Link
                to="/dashboard/teams/$teamId"
                params={{ teamId: team.id }}
                className="flex h-full flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-4 hover:border-amber-400 dark:border-slate-800 dark:bg-slate-900"
              >
                <span className="font-semibold text-slate-900 dark:text-white">{team.name}</span>
                <span className="text-sm text-slate-600 dark:text-slate-400">
                  {team.locationName} · {team.city}
                </span>
                <span className="text-sm text-slate-600 dark:text-slate-400">
                  {TEAM_ROLE_LABELS[team.myRole]} · {team.activeMembers} active{' '}
                  {team.activeMembers === 1 ? 'member' : 'members'}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
