import { useId } from 'react';
import * as v from 'valibot';
import { type Address, AddressInputSchema } from '#contract/addresses';
import { useCountryOptions } from '../../api/use-countries';
import { useRoadieForm } from '../../lib/use-roadie-form';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';

const AddressFormSchema = v.omit(AddressInputSchema, ['id']);
export type AddressFormValues = v.InferOutput<typeof AddressFormSchema>;

type AddressFormProps = {
  title: string;
  address?: Address;
  /** Rejects with the request's error, shown on the fields. */
  onSubmit: (values: AddressFormValues) => Promise<unknown>;
  onCancel: () => void;
};

export function AddressForm({ title, address, onSubmit, onCancel }: AddressFormProps) {
  const countryOptions = useCountryOptions('Choose a country');
  const headingId = useId();
  const { form, submit } = useRoadieForm({
    schema: AddressFormSchema,
    onSubmit,
    defaultValues: {
      label: address?.label ?? '',
      street: address?.street ?? '',
      city: address?.city ?? '',
      state: address?.state ?? '',
      postalCode: address?.postalCode ?? '',
      country: address?.country ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-xl border border-amber-300 p-4 dark:border-amber-500/40"
    >
      <h4 id={headingId} className="font-semibold text-slate-900 dark:text-white">
        {title}
      </h4>
      <FormAlert message={errors.root?.server?.message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Label"
          placeholder="Home, Studio…"
          error={errors.label?.message}
          {...form.register('label')}
        />
        <TextField
          label="Street address"
          autoComplete="street-address"
          error={errors.street?.message}
          {...form.register('street')}
        />
        <TextField
          label="City"
          autoComplete="address-level2"
          error={errors.city?.message}
          {...form.register('city')}
        />
        <TextField
          label="State"
          autoComplete="address-level1"
          error={errors.state?.message}
          {...form.register('state')}
        />
        <TextField
          label="Postal code"
          autoComplete="postal-code"
          error={errors.postalCode?.message}
          {...form.register('postalCode')}
        />
        <SelectField
          label="Country"
          options={countryOptions}
          error={errors.country?.message}
          {...form.register('country')}
        />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" isPending={isSubmitting}>
          Save address
        </Button>
      </div>
    </form>
  );
}
