import { PROVIDER_KIND_LABELS, PROVIDER_KINDS } from '#contract/event-providers';
import { useIsOnline } from '../../lib/use-is-online';
import { useRoadieForm } from '../../lib/use-roadie-form';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { OfflineNotice } from '../../ui/offline-notice';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { TextareaField } from '../../ui/textarea-field';
import { ProviderContactsFields } from './provider-contacts-fields';
import { type ProviderFormInput, ProviderFormSchema, type ProviderFormValues } from './provider-form-schema';

type ProviderFormProps = {
  defaultValues: ProviderFormInput;
  submitLabel: string;
  /** Rejects with the request's error, which the form shows on its fields. */
  onSubmit: (values: ProviderFormValues) => Promise<unknown>;
  onCancel: () => void;
};

const KIND_OPTIONS = PROVIDER_KINDS.map((kind) => ({ value: kind, label: PROVIDER_KIND_LABELS[kind] }));

/** A venue, promoter, hotel or vendor: where it is, how to reach it, its people and notes. Online only. */
export function ProviderForm({ defaultValues, submitLabel, onSubmit, onCancel }: ProviderFormProps) {
  const isOnline = useIsOnline();
  const { form, submit, lostConnection } = useRoadieForm({
    schema: ProviderFormSchema,
    defaultValues,
    onSubmit,
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {!isOnline || lostConnection ? <OfflineNotice action="Saving venues and contacts" /> : null}
      {lostConnection ? null : <FormAlert message={errors.root?.server?.message} />}
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Kind"
          options={KIND_OPTIONS}
          error={errors.kind?.message}
          {...form.register('kind')}
        />
        <TextField label="Name" error={errors.name?.message} {...form.register('name')} />
        <TextField
          label="Street address"
          autoComplete="street-address"
          error={errors.addressLine?.message}
          {...form.register('addressLine')}
        />
        <TextField label="Postal code" error={errors.postalCode?.message} {...form.register('postalCode')} />
        <TextField label="City" error={errors.city?.message} {...form.register('city')} />
        <TextField label="Country" error={errors.country?.message} {...form.register('country')} />
        <TextField
          label="Time zone"
          placeholder="e.g. Europe/Paris"
          error={errors.timeZone?.message}
          {...form.register('timeZone')}
        />
        <TextField label="Phone" type="tel" error={errors.phone?.message} {...form.register('phone')} />
        <TextField label="E-mail" type="email" error={errors.email?.message} {...form.register('email')} />
        <TextField
          label="Website"
          type="url"
          placeholder="https://…"
          error={errors.website?.message}
          {...form.register('website')}
        />
      </div>
      <TextareaField
        label="Notes (parking, load-in door, Wi-Fi, curfew)"
        rows={4}
        error={errors.notes?.message}
        {...form.register('notes')}
      />
      <ProviderContactsFields form={form} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" isPending={isSubmitting} disabled={!isOnline}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
