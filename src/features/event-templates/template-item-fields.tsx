import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useEventTypes } from '../../api/use-event-types';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import type { TemplateFormInput } from './template-form-schema';

const VISIBILITY_OPTIONS = [
  { value: 'EVERYONE', label: 'Everyone on the tour' },
  { value: 'ASSIGNED_ONLY', label: 'Assigned people only' },
];

type TemplateItemFieldsProps = {
  index: number;
  register: UseFormRegister<TemplateFormInput>;
  errors: FieldErrors<TemplateFormInput>['items'];
  canRemove: boolean;
  onRemove: () => void;
};

/** One event of the template: what, when (wall-clock times of the day it is applied to), where, for whom. */
export function TemplateItemFields({
  index,
  register,
  errors,
  canRemove,
  onRemove,
}: TemplateItemFieldsProps) {
  const itemErrors = errors?.[index];
  // Templates keep to the built-in types (named as the server names them); personal events live
  // in the user's own calendar, never on a tour day.
  const typeOptions = useEventTypes()
    .types.filter((entry) => entry.builtIn && entry.type !== 'PERSONAL')
    .map((entry) => ({ value: entry.type, label: entry.label }));
  const label = `Event ${index + 1}`;
  return (
    <fieldset className="rounded-xl border border-slate-200 p-3 sm:p-4 dark:border-slate-700">
      <legend className="px-1 font-semibold text-slate-900 dark:text-white">{label}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Type"
          options={typeOptions}
          error={itemErrors?.type?.message}
          {...register(`items.${index}.type`)}
        />
        <TextField
          label="Title"
          autoComplete="off"
          error={itemErrors?.title?.message}
          {...register(`items.${index}.title`)}
        />
        <div className="grid grid-cols-2 gap-3 sm:col-span-2">
          <TextField
            label="Start"
            type="time"
            error={itemErrors?.startTime?.message}
            {...register(`items.${index}.startTime`)}
          />
          <TextField
            label="End"
            type="time"
            error={itemErrors?.endTime?.message}
            description={
              <p className="text-xs text-slate-500 dark:text-slate-400">
                An end before the start is the next day.
              </p>
            }
            {...register(`items.${index}.endTime`)}
          />
        </div>
        <TextField
          label="Location (optional)"
          autoComplete="off"
          error={itemErrors?.location?.message}
          {...register(`items.${index}.location`)}
        />
        <SelectField
          label="Who sees it"
          options={VISIBILITY_OPTIONS}
          error={itemErrors?.visibility?.message}
          {...register(`items.${index}.visibility`)}
        />
      </div>
      {canRemove ? (
        <div className="mt-2 flex justify-end">
          <Button variant="ghost" aria-label={`Remove ${label}`} onClick={onRemove}>
            Remove
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
