import type { ReactNode } from 'react';
import { type TeamInput, TeamInputSchema } from '#contract/teams';
import { useCountryOptions } from '../../api/use-countries';
import { useIsOnline } from '../../lib/use-is-online';
import { useRoadieForm } from '../../lib/use-roadie-form';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { OfflineNotice } from '../../ui/offline-notice';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { TextareaField } from '../../ui/textarea-field';
import { CURRENCY_CHOICES } from './team-options';

export type TeamFormValues = {
  name: string;
  notes: string;
  locationName: string;
  street: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  currency: string;
};

export const EMPTY_TEAM: TeamFormValues = {
  name: '',
  notes: '',
  locationName: '',
  street: '',
  city: '',
  state: '',
  postalCode: '',
  country: '',
  currency: '',
};

type TeamFormProps = {
  defaultValues: TeamFormValues;
  submitLabel: string;
  /** Rejects with the request's error, shown on the fields. */
  onSubmit: (values: TeamInput) => Promise<unknown>;
  secondaryAction?: ReactNode;
};

/** A team's name, notes, location and currency, checked with the contract's messages. */
export function TeamForm({ defaultValues, submitLabel, onSubmit, secondaryAction }: TeamFormProps) {
  const countryOptions = useCountryOptions('Choose a country');
  const isOnline = useIsOnline();
  const { form, submit, lostConnection } = useRoadieForm({
    schema: TeamInputSchema,
    defaultValues,
    onSubmit,
  });
  const { errors, isSubmitting } = form.formState;
  const text = (name: Exclude<keyof TeamFormValues, 'country' | 'currency' | 'notes'>, label: string) => (
    <TextField label={label} error={errors[name]?.message} {...form.register(name)} />
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {!isOnline || lostConnection ? <OfflineNotice action="Saving a team" /> : null}
      {lostConnection ? null : <FormAlert message={errors.root?.server?.message} />}
      {text('name', 'Team name')}
      <TextareaField
        label="Notes (optional)"
        rows={3}
        error={errors.notes?.message}
        {...form.register('notes')}
      />
      {text('locationName', 'Location name')}
      {text('street', 'Street address')}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('city', 'City')}
        {text('state', 'State')}
        {text('postalCode', 'Postal code')}
        <SelectField
          label="Country"
          options={countryOptions}
          error={errors.country?.message}
          {...form.register('country')}
        />
      </div>
      <SelectField
        label="Currency"
        options={CURRENCY_CHOICES}
        error={errors.currency?.message}
        {...form.register('currency')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {secondaryAction}
        <Button type="submit" isPending={isSubmitting} disabled={!isOnline}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
