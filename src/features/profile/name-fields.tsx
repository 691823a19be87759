import { TextField } from '../../ui/text-field';
import type { PersonalDetailsFormApi } from './personal-details-form-schema';

export function NameFields({ form }: { form: PersonalDetailsFormApi }) {
  const { errors } = form.formState;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Complete legal name"
        autoComplete="name"
        description={
          <p className="text-sm text-slate-600 dark:text-slate-400">As it is written in your passport.</p>
        }
        error={errors.completeLegalName?.message}
        {...form.register('completeLegalName')}
      />
      <TextField
        label="Preferred name"
        autoComplete="nickname"
        error={errors.preferredName?.message}
        {...form.register('preferredName')}
      />
    </div>
  );
}
