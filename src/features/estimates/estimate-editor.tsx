import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type Estimate, UpdateEstimateSchema } from '#contract/estimates';
import { deleteEstimate, saveEstimate } from '../../api/estimates.api';
import { estimateQueries } from '../../api/estimates.queries';
import { useIsOnline } from '../../lib/use-is-online';
import { useRoadieForm } from '../../lib/use-roadie-form';
import { Button } from '../../ui/button';
import { ConfirmButton } from '../../ui/confirm-button';
import { FormAlert } from '../../ui/form-alert';
import { OfflineNotice } from '../../ui/offline-notice';
import { TextField } from '../../ui/text-field';
import { TextareaField } from '../../ui/textarea-field';
import { downloadCsv, estimateCsv } from './estimate-csv';
import { toFormValues, toRequest } from './estimate-form-values';
import { asLineText } from './estimate-format';
import { EstimateLinesTable } from './estimate-lines-table';
import { EstimatePrint } from './estimate-print';

const LINE_FIELDS = ['description', 'days', 'hours', 'dailyWage', 'perDiem', 'hourRate', 'memberId'] as const;

/** The estimate as an editable table: Save replaces it whole; Print, Export CSV and Delete. */
export function EstimateEditor({ estimate, teamName }: { estimate: Estimate; teamName: string }) {
  const isOnline = useIsOnline();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { teamId, id: estimateId, currency } = estimate;
  const { form, submit, lostConnection } = useRoadieForm({
    schema: UpdateEstimateSchema,
    defaultValues: toFormValues(estimate),
    fields: (values) => [
      'name',
      'notes',
      'lines',
      ...values.lines.flatMap((_, index) => LINE_FIELDS.map((field) => `lines.${index}.${field}` as const)),
    ],
    onSubmit: async (values) => {
      const saved = await saveEstimate(teamId, estimateId, toRequest(values));
      queryClient.setQueryData(estimateQueries.detail(teamId, estimateId).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: estimateQueries.list(teamId).queryKey });
      form.reset(toFormValues(saved));
    },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const exportCsv = () => {
    const lines = (form.getValues('lines') ?? []).map(asLineText);
    const name = (form.getValues('name') ?? '').trim() || 'estimate';
    downloadCsv(`${name.replace(/[^\w\- ]+/g, '')}.csv`, estimateCsv(lines, currency));
  };
  return (
    <>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4 print:hidden" aria-label="Estimate">
        {!isOnline || lostConnection ? <OfflineNotice action="Saving an estimate" /> : null}
        {lostConnection ? null : <FormAlert message={errors.root?.server?.message} />}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Estimate name" error={errors.name?.message} {...form.register('name')} />
          <TextareaField label="Notes" rows={2} error={errors.notes?.message} {...form.register('notes')} />
        </div>
        <EstimateLinesTable
          control={form.control}
          register={form.register}
          errors={errors}
          currency={currency}
        />
        <p className="text-xs text-slate-600 dark:text-slate-400">
          Line total = days × (daily wage + per diem) + hours × hour rate, rounded to the cent once per line.
        </p>
        <div className="flex flex-wrap gap-2 sm:justify-end">
          <ConfirmButton
            variant="danger"
            disabled={!isOnline}
            title={`Delete ${estimate.name}?`}
            confirmLabel="Delete estimate"
            explanation="The estimate and its lines are deleted for everyone on the team."
            action={() => deleteEstimate(teamId, estimateId)}
            success={`${estimate.name} deleted`}
            onDone={async () => {
              form.reset(form.getValues());
              queryClient.removeQueries({ queryKey: estimateQueries.detail(teamId, estimateId).queryKey });
              await queryClient.invalidateQueries({ queryKey: estimateQueries.list(teamId).queryKey });
              await navigate({ to: '/dashboard/teams/$teamId/estimating', params: { teamId } });
            }}
          >
            Delete
          </ConfirmButton>
          <Button variant="secondary" onClick={exportCsv}>
            Export CSV
          </Button>
          <Button variant="secondary" onClick={() => window.print()}>
            Print
          </Button>
          <Button type="submit" isPending={isSubmitting} disabled={!isOnline}>
            {isDirty ? 'Save' : 'Saved'}
          </Button>
        </div>
      </form>
      <EstimatePrint
        control={form.control}
        currency={currency}
        tourName={estimate.tourName}
        teamName={teamName}
      />
    </>
  );
}
