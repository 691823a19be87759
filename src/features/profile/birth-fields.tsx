import { GENDER_LABELS, GENDERS } from '#contract/profile';
import { useCountryOptions } from '../../api/use-countries';
import { SelectField, withBlank } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import type { PersonalDetailsFormApi } from './personal-details-form-schema';

const GENDER_OPTIONS = withBlank(
  'Not given',
  GENDERS.map((gender) => ({ value: gender, label: GENDER_LABELS[gender] })),
);

export function BirthFields({ form }: { form: PersonalDetailsFormApi }) {
  const birthCountryOptions = useCountryOptions('Not given');
  const { errors } = form.formState;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Birth date"
        type="date"
        autoComplete="bday"
        error={errors.birthDate?.message}
        {...form.register('birthDate')}
      />
      <TextField label="Birth city" error={errors.birthCity?.message} {...form.register('birthCity')} />
      <SelectField
        label="Birth country"
        options={birthCountryOptions}
        error={errors.birthCountryId?.message}
        {...form.register('birthCountryId')}
      />
      <SelectField
        label="Gender"
        options={GENDER_OPTIONS}
        error={errors.gender?.message}
        {...form.register('gender')}
      />
    </div>
  );
}
