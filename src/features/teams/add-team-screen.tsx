import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { toast } from 'sonner';
import { createTeam } from '../../api/teams.api';
import { teamQueries } from '../../api/teams.queries';
import { buttonClasses } from '../../ui/button';
import { PageTitle } from '../../ui/page-title';
import { EMPTY_TEAM, TeamForm } from './team-form';

/** A new team in the user's own workspace; they become its owner. */
export function AddTeamScreen() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-6">
      <PageTitle title="Add team" />
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Add team</h1>
      <div className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        <TeamForm
          defaultValues={EMPTY_TEAM}
          submitLabel="Create team"
          onSubmit={async (values) => {
            const team = await createTeam(values);
            await queryClient.invalidateQueries({ queryKey: teamQueries.all });
            toast.success(`${team.name} created`);
            await navigate({ to: '/dashboard/teams/$teamId', params: { teamId: team.id } });
          }}
          secondaryAction={
            <Link to="/dashboard/teams" className={buttonClasses('secondary')}>
              Cancel
            </Link>
          }
        />
      </div>
    </section>
  );
}
