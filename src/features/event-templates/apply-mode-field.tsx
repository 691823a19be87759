import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

const CHOICES = [
  {
    value: 'add',
    label: "Add to the day's events",
    hint: 'The day keeps its events; the template’s are added.',
  },
  {
    value: 'replace',
    label: "Replace the day's events",
    hint: 'Every event of the day is deleted first. You confirm before anything changes.',
  },
] as const;

/** Applying a template either adds to the day's events or erases them first. */
export function ApplyModeField({ registration }: { registration: UseFormRegisterReturn<'mode'> }) {
  const hintId = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">
        The day's events
      </legend>
      {CHOICES.map((choice) => (
        <label
          key={choice.value}
          className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-checked:border-amber-500 dark:border-slate-700"
        >
          <input
            type="radio"
            value={choice.value}
            aria-labelledby={`${hintId}-${choice.value}-label`}
            aria-describedby={`${hintId}-${choice.value}`}
            className="mt-0.5 size-5 shrink-0 accent-amber-500"
            {...registration}
          />
          <span className="flex flex-col">
            <span
              id={`${hintId}-${choice.value}-label`}
              className="text-sm font-semibold text-slate-900 dark:text-white"
            >
              {choice.label}
            </span>
            <span id={`${hintId}-${choice.value}`} className="text-sm text-slate-600 dark:text-slate-400">
              {choice.hint}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
