import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatMinor } from '#contract/money';
import { WageInputSchema } from '#contract/teams';
import type { WageText } from '../../api/teams.api';
import { teamQueries } from '../../api/teams.queries';
import { useIsOnline } from '../../lib/use-is-online';
import { useRoadieForm } from '../../lib/use-roadie-form';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { OfflineNotice } from '../../ui/offline-notice';
import { SelectField, withBlank } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';

export const EMPTY_WAGE: WageText = { tourId: '', dailyWage: '', hourRate: '', perDiem: '' };

type WageFormProps = {
  teamId: string;
  currency: string;
  defaultValues: WageText;
  submitLabel: string;
  /** Gets the amounts as plain text ('1234.50'); rejects with the request's error. */
  onSubmit: (values: WageText) => Promise<unknown>;
  secondaryAction?: ReactNode;
};

/** Tour, daily wage, hour rate and per diem; amounts typed as text, at most 2 decimals. */
export function WageForm({
  teamId,
  currency,
  defaultValues,
  submitLabel,
  onSubmit,
  secondaryAction,
}: WageFormProps) {
  const isOnline = useIsOnline();
  const tours = useQuery(teamQueries.tours(teamId));
  const { form, submit, lostConnection } = useRoadieForm({
    schema: WageInputSchema,
    defaultValues,
    // The contract turns the text into minor units; the API takes the exact text back.
    onSubmit: (values) =>
      onSubmit({
        tourId: values.tourId,
        dailyWage: formatMinor(values.dailyWage),
        hourRate: formatMinor(values.hourRate),
        perDiem: formatMinor(values.perDiem),
      }),
  });
  const { errors, isSubmitting } = form.formState;
  const tourOptions = withBlank(
    tours.isPending ? 'Loading tours…' : 'Choose a tour',
    (tours.data ?? []).map((tour) => ({ value: tour.id, label: `${tour.name} (${tour.startDate})` })),
  );
  const amount = (name: 'dailyWage' | 'hourRate' | 'perDiem', label: string) => (
    <TextField
      label={`${label} (${currency})`}
      inputMode="decimal"
      placeholder="0.00"
      error={errors[name]?.message}
      {...form.register(name)}
    />
  );
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {!isOnline || lostConnection ? <OfflineNotice action="Saving a wage" /> : null}
      {lostConnection ? null : <FormAlert message={errors.root?.server?.message} />}
      <SelectField
        label="Tour"
        options={tourOptions}
        error={errors.tourId?.message}
        {...form.register('tourId')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        {amount('dailyWage', 'Daily wage')}
        {amount('hourRate', 'Hour rate')}
        {amount('perDiem', 'Per diem')}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {secondaryAction}
        <Button type="submit" isPending={isSubmitting} disabled={!isOnline}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
