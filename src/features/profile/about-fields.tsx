import { TextareaField } from '../../ui/textarea-field';
import type { PersonalDetailsFormApi } from './personal-details-form-schema';

export function AboutFields({ form }: { form: PersonalDetailsFormApi }) {
  const { errors } = form.formState;
  return (
    <div className="grid gap-4">
      <TextareaField
        label="Dietary information"
        error={errors.dietaryInformation?.message}
        {...form.register('dietaryInformation')}
      />
      <TextareaField
        label="Measurements"
        placeholder="Shirt, trousers, shoe size… for wardrobe and merch"
        error={errors.measurements?.message}
        {...form.register('measurements')}
      />
      <TextareaField
        label="Educational information"
        error={errors.educationalInformation?.message}
        {...form.register('educationalInformation')}
      />
    </div>
  );
}
