import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { toast } from 'sonner';
import { IssueDealMemoSchema } from '#contract/deal-memos';
import { issueDealMemo } from '../../api/deal-memos.api';
import { dealMemoQueries } from '../../api/deal-memos.queries';
import { useIsOnline } from '../../lib/use-is-online';
import { useRoadieForm } from '../../lib/use-roadie-form';
import { Button } from '../../ui/button';
import { DateRangeFields } from '../../ui/date-range-fields';
import { FormAlert } from '../../ui/form-alert';
import { OfflineNotice } from '../../ui/offline-notice';
import { TextField } from '../../ui/text-field';

/** Fields a server message may land on; one about the wage shows above them. */
const FIELDS = ['jobNumber', 'jobName', 'startDate', 'endDate'] as const;

type Props = {
  teamId: string;
  memberId: string;
  wage: { id: string; tourName: string };
  onCancel: () => void;
};

/**
 * Issuing a deal memo from a wage: job number, job name and dates typed, or left blank for the
 * usual values (the team's next number, the tour's name and dates). Opens the memo once issued.
 */
export function IssueDealMemoForm({ teamId, memberId, wage, onCancel }: Props) {
  const online = useIsOnline();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { form, submit, lostConnection } = useRoadieForm({
    // Blank fields are the defaults: the contract reads '' as left out.
    schema: IssueDealMemoSchema,
    defaultValues: { wageId: wage.id, jobNumber: '', jobName: '', startDate: '', endDate: '' },
    fields: FIELDS,
    onSubmit: async (values) => {
      const memo = await issueDealMemo(teamId, memberId, values);
      queryClient.setQueryData(dealMemoQueries.detail(teamId, memberId, memo.id).queryKey, memo);
      await queryClient.invalidateQueries({ queryKey: dealMemoQueries.ofMember(teamId, memberId) });
      toast.success('Deal memo issued');
      await navigate({
        to: '/dashboard/teams/$teamId/members/$memberId/deal-memos/$memoId',
        params: { teamId, memberId, memoId: memo.id },
      });
    },
  });
  const { errors, isSubmitting } = form.formState;
  const headingId = `deal-memo-form-${wage.id}`;
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
        Deal memo for {wage.tourName}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Left blank: the team’s next number, the tour’s name and the tour’s dates.
      </p>
      {!online || lostConnection ? <OfflineNotice action="Issuing a deal memo" /> : null}
      {lostConnection ? null : <FormAlert message={errors.root?.server?.message} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Job number"
          placeholder="Next number"
          autoFocus
          error={errors.jobNumber?.message}
          {...form.register('jobNumber')}
        />
        <TextField
          label="Job name"
          placeholder={wage.tourName}
          error={errors.jobName?.message}
          {...form.register('jobName')}
        />
      </div>
      <DateRangeFields
        start={form.register('startDate', { deps: ['endDate'] })}
        end={form.register('endDate')}
        startError={errors.startDate?.message}
        endError={errors.endDate?.message}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" isPending={isSubmitting} disabled={!online}>
          Issue deal memo
        </Button>
      </div>
    </form>
  );
}
