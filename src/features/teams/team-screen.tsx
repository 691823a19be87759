import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { deleteTeam } from '../../api/teams.api';
import { teamQueries } from '../../api/teams.queries';
import { useCountries } from '../../api/use-countries';
import { useIsOnline } from '../../lib/use-is-online';
import { buttonClasses } from '../../ui/button';
import { ConfirmButton } from '../../ui/confirm-button';
import { LoadState } from '../../ui/load-state';
import { PageTitle } from '../../ui/page-title';
import { SavedCopyNotice } from '../../ui/saved-copy-notice';
import { InviteMemberForm } from './invite-member-form';
import { TeamMembers } from './team-members';
import { TeamTabs } from './team-tabs';

/** A team's page, its "Team" section: the members, inviting and removing them. */
export function TeamScreen({ teamId }: { teamId: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const isOnline = useIsOnline();
  const team = useQuery(teamQueries.detail(teamId));
  const { nameOf } = useCountries();
  const data = team.data;
  if (!data) return <LoadState query={team} subject="the team" notFoundTitle="Team not found" />;
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-4">
      <PageTitle title={data.name} />
      <SavedCopyNotice query={team} />
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{data.name}</h1>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {data.locationName} · {data.street}, {data.city}, {data.state} {data.postalCode},{' '}
            {nameOf(data.country)} · Paid in {data.currency}
          </p>
          {data.notes ? (
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{data.notes}</p>
          ) : null}
        </div>
        <div className="flex gap-2">
          {data.canManage ? (
            <Link
              to="/dashboard/teams/$teamId/edit"
              params={{ teamId }}
              className={buttonClasses('secondary')}
            >
              Edit team
            </Link>
          ) : null}
          {data.canDelete ? (
            <ConfirmButton
              variant="danger"
              disabled={!isOnline}
              title={`Delete ${data.name}?`}
              confirmLabel="Delete team"
              explanation="The team, its members and their wages are deleted for everyone."
              action={() => deleteTeam(teamId)}
              success={`${data.name} deleted`}
              onDone={async () => {
                queryClient.removeQueries({ queryKey: teamQueries.ofTeam(teamId) });
                await queryClient.invalidateQueries({ queryKey: teamQueries.list().queryKey });
                await navigate({ to: '/dashboard/teams' });
              }}
            >
              Delete
            </ConfirmButton>
          ) : null}
        </div>
      </div>
      <TeamTabs teamId={teamId} current="team" />
      {data.canManage ? (
        <section
          aria-labelledby="invite-heading"
          className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
        >
          <h2 id="invite-heading" className="mb-3 text-lg font-semibold text-slate-900 dark:text-white">
            Invite by e-mail
          </h2>
          <InviteMemberForm teamId={teamId} />
        </section>
      ) : null}
      <TeamMembers team={data} />
    </section>
  );
}
