import { useId, useState } from 'react';
import { useCountryOptions } from '../../api/use-countries';
import { useIsOnline } from '../../lib/use-is-online';
import { useRoadieForm } from '../../lib/use-roadie-form';
import type { PassportRow } from '../../offline/db';
import { Button } from '../../ui/button';
import { CheckboxField } from '../../ui/checkbox-field';
import { FormAlert } from '../../ui/form-alert';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import {
  PASSPORT_FIELDS,
  PassportFormSchema,
  type PassportFormValues,
  passportFormValues,
} from './passport-form-schema';

type PassportFormProps = {
  title: string;
  passport?: PassportRow;
  /** `scan`: a file to upload with it (online only). Rejects with the error to show. */
  onSubmit: (values: PassportFormValues, scan: File | null) => Promise<unknown>;
  onCancel: () => void;
};

export function PassportForm({ title, passport, onSubmit, onCancel }: PassportFormProps) {
  const countryOptions = useCountryOptions('Choose a country');
  const headingId = useId();
  const scanId = useId();
  const online = useIsOnline();
  const [scan, setScan] = useState<File | null>(null);
  const { form, submit } = useRoadieForm({
    schema: PassportFormSchema,
    defaultValues: passportFormValues(passport),
    onSubmit: (values: PassportFormValues) => onSubmit(values, scan),
    fields: PASSPORT_FIELDS,
    dirty: scan !== null,
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-xl border border-amber-300 p-4 dark:border-amber-500/40"
    >
      <h3 id={headingId} className="font-semibold text-slate-900 dark:text-white">
        {title}
      </h3>
      <FormAlert message={errors.root?.server?.message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Passport number" error={errors.number?.message} {...form.register('number')} />
        <SelectField
          label="Issuing country"
          options={countryOptions}
          error={errors.issuingCountry?.message}
          {...form.register('issuingCountry')}
        />
        <TextField
          label="Issue date"
          type="date"
          error={errors.issueDate?.message}
          {...form.register('issueDate')}
        />
        <TextField
          label="Expiration date"
          type="date"
          error={errors.expirationDate?.message}
          {...form.register('expirationDate')}
        />
      </div>
      <CheckboxField label="Alternative passport" {...form.register('isAlternative')} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={scanId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
          Scan of the photo page (optional)
        </label>
        <input
          id={scanId}
          type="file"
          accept="image/jpeg,image/png,application/pdf"
          disabled={!online}
          onChange={(event) => setScan(event.currentTarget.files?.[0] ?? null)}
          className="text-sm text-slate-700 dark:text-slate-300"
        />
        {online ? null : (
          <p className="text-sm text-slate-600 dark:text-slate-400">Adding a scan needs a connection.</p>
        )}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" isPending={isSubmitting}>
          Save passport
        </Button>
      </div>
    </form>
  );
}
