import type { Address } from '#contract/addresses';
import { useCountries } from '../../api/use-countries';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { addressLine } from './address-line';
import type { PersonalDetailsFormApi } from './personal-details-form-schema';

type ContactFieldsProps = { form: PersonalDetailsFormApi; addresses: readonly Address[] };

/** Phone and which of the user's addresses is the main one (the addresses are edited below it). */
export function ContactFields({ form, addresses }: ContactFieldsProps) {
  const { errors } = form.formState;
  const { nameOf } = useCountries();
  const options = [
    { value: '', label: addresses.length ? 'None chosen' : 'Add an address first' },
    ...addresses.map((address) => ({ value: address.id, label: addressLine(address, nameOf) })),
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Phone number"
        type="tel"
        autoComplete="tel"
        error={errors.phoneNumber?.message}
        {...form.register('phoneNumber')}
      />
      <SelectField
        label="Main address"
        options={options}
        error={errors.addressId?.message}
        {...form.register('addressId')}
      />
    </div>
  );
}
