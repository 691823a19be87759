import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { toast } from 'sonner';
import { addWage, updateWage, type WageText } from '../../api/teams.api';
import { teamQueries } from '../../api/teams.queries';
import { buttonClasses } from '../../ui/button';
import { ErrorState } from '../../ui/error-state';
import { LoadState } from '../../ui/load-state';
import { PageTitle } from '../../ui/page-title';
import { EMPTY_WAGE, WageForm } from './wage-form';

type WageEditorProps = { teamId: string; memberId: string; wageId?: string };

/** Adds a wage (no `wageId`) or edits one; back to the member's wages after saving. */
export function WageEditorScreen({ teamId, memberId, wageId }: WageEditorProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const wages = useQuery(teamQueries.wages(teamId, memberId));
  const title = wageId ? 'Edit wage' : 'Add wage';
  const data = wages.data;
  const wage = wageId ? data?.wages.find((row) => row.id === wageId) : undefined;
  const back = {
    to: '/dashboard/teams/$teamId/members/$memberId/wages',
    params: { teamId, memberId },
  } as const;
  const save = async (values: WageText) => {
    if (wageId) await updateWage(teamId, memberId, wageId, values);
    else await addWage(teamId, memberId, values);
    await queryClient.invalidateQueries({ queryKey: teamQueries.wages(teamId, memberId).queryKey });
    toast.success(wageId ? 'Wage saved' : 'Wage added');
    await navigate(back);
  };
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-6">
      <PageTitle title={title} />
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h1>
      {!data ? (
        <LoadState query={wages} subject="the wages" notFoundTitle="Member not found" />
      ) : wageId && !wage ? (
        <ErrorState title="Wage not found" message="It does not exist, or it is not shared with you." />
      ) : (
        <div className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
          <WageForm
            teamId={teamId}
            currency={data.currency}
            defaultValues={
              wage
                ? {
                    tourId: wage.tourId,
                    dailyWage: wage.dailyWage,
                    hourRate: wage.hourRate,
                    perDiem: wage.perDiem,
                  }
                : EMPTY_WAGE
            }
            submitLabel={wageId ? 'Save wage' : 'Add wage'}
            onSubmit={save}
            secondaryAction={
              <Link {...back} className={buttonClasses('secondary')}>
                Cancel
              </Link>
            }
          />
        </div>
      )}
    </section>
  );
}
