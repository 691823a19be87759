import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { toast } from 'sonner';
import { updateTeam } from '../../api/teams.api';
import { teamQueries } from '../../api/teams.queries';
import { buttonClasses } from '../../ui/button';
import { ErrorState } from '../../ui/error-state';
import { LoadState } from '../../ui/load-state';
import { PageTitle } from '../../ui/page-title';
import { TeamForm } from './team-form';

export function EditTeamScreen({ teamId }: { teamId: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const team = useQuery(teamQueries.detail(teamId));
  const data = team.data;
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-6">
      <PageTitle title="Edit team" />
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Edit team</h1>
      {!data ? (
        <LoadState query={team} subject="the team" notFoundTitle="Team not found" />
      ) : !data.canManage ? (
        <ErrorState title="Not yours to edit" message="Only the team owner and admins can edit the team." />
      ) : (
        <div className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
          <TeamForm
            defaultValues={{ ...data, notes: data.notes ?? '' }}
            submitLabel="Save team"
            onSubmit={async (values) => {
              const saved = await updateTeam(teamId, values);
              queryClient.setQueryData(teamQueries.detail(teamId).queryKey, saved);
              await queryClient.invalidateQueries({ queryKey: teamQueries.list().queryKey });
              toast.success('Team saved');
              await navigate({ to: '/dashboard/teams/$teamId', params: { teamId } });
            }}
            secondaryAction={
              <Link to="/dashboard/teams/$teamId" params={{ teamId }} className={buttonClasses('secondary')}>
                Cancel
              </Link>
            }
          />
        </div>
      )}
    </section>
  );
}
