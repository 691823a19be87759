import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { Team, TeamMember } from '#contract/teams';
import { removeTeamMember } from '../../api/teams.api';
import { teamQueries } from '../../api/teams.queries';
import { useIsOnline } from '../../lib/use-is-online';
import { Badge } from '../../ui/badge';
import { ConfirmButton } from '../../ui/confirm-button';
import { EmptyState } from '../../ui/empty-state';
import { LoadState } from '../../ui/load-state';
import { personName, TEAM_ROLE_LABELS, TEAM_STATUS_LABELS } from './team-labels';

function MemberRow({ team, member }: { team: Team; member: TeamMember }) {
  const queryClient = useQueryClient();
  const isOnline = useIsOnline();
  const name = personName(member);
  const seesWages = team.canManage || member.id === team.myMemberId;
  return (
    <li
      aria-label={name}
      className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800"
    >
      <div className="min-w-0">
        <p className="font-medium text-slate-900 dark:text-white">{name}</p>
        <p className="truncate text-sm text-slate-600 dark:text-slate-400">{member.email}</p>
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          {member.position ?? 'No position'} · {TEAM_ROLE_LABELS[member.role]}
          <Badge tone={member.status === 'ACTIVE' ? 'neutral' : 'accent'}>
            {TEAM_STATUS_LABELS[member.status]}
          </Badge>
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {seesWages ? (
          <Link
            to="/dashboard/teams/$teamId/members/$memberId/wages"
            params={{ teamId: team.id, memberId: member.id }}
            className="rounded-lg px-3 py-2 text-sm font-medium text-amber-700 hover:bg-amber-50 dark:text-amber-300 dark:hover:bg-amber-950/40"
            aria-label={`Wages of ${name}`}
          >
            Wages
          </Link>
        ) : null}
        {team.canManage && member.role !== 'OWNER' ? (
          <ConfirmButton
            variant="ghost"
            aria-label={`Remove ${name}`}
            disabled={!isOnline}
            title={`Remove ${name}?`}
            confirmLabel="Remove"
            explanation="They leave the team, and their wages are deleted."
            action={() => removeTeamMember(team.id, member.id)}
            success={`${name} removed`}
            onDone={() => queryClient.invalidateQueries({ queryKey: teamQueries.ofTeam(team.id) })}
          >
            Remove
          </ConfirmButton>
        ) : null}
      </div>
    </li>
  );
}

/** The "Team" tab: who is on the team and who is invited. */
export function TeamMembers({ team }: { team: Team }) {
  const members = useQuery(teamQueries.members(team.id));
  if (!members.data)
    return <LoadState query={members} subject="the members" notFoundTitle="Team not found" />;
  if (members.data.length === 0) return <EmptyState>No members yet.</EmptyState>;
  return (
    <ul aria-label="Members" className="flex flex-col gap-2">
      {members.data.map((member) => (
        <MemberRow key={member.id} team={team} member={member} />
      ))}
    </ul>
  );
}
