import { useFieldArray } from 'react-hook-form';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import type { TravelPreferencesFormApi } from './travel-preferences-schema';

/** Repeatable airline + number pairs. */
export function FrequentFliersFields({ form }: { form: TravelPreferencesFormApi }) {
  const fliers = useFieldArray({ control: form.control, name: 'airlineFrequentFliers' });
  const errors = form.formState.errors.airlineFrequentFliers;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">
        Frequent-flier numbers
      </legend>
      {fliers.fields.map((field, index) => (
        <div key={field.id} className="grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <TextField
            label={`Airline ${index + 1}`}
            error={errors?.[index]?.airline?.message}
            {...form.register(`airlineFrequentFliers.${index}.airline`)}
          />
          <TextField
            label={`Frequent-flier number ${index + 1}`}
            error={errors?.[index]?.number?.message}
            {...form.register(`airlineFrequentFliers.${index}.number`)}
          />
          <Button
            variant="ghost"
            aria-label={`Remove frequent-flier number ${index + 1}`}
            onClick={() => fliers.remove(index)}
          >
            Remove
          </Button>
        </div>
      ))}
      <div>
        <Button variant="secondary" onClick={() => fliers.append({ airline: '', number: '' })}>
          Add frequent-flier number
        </Button>
      </div>
    </fieldset>
  );
}
