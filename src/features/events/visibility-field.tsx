import type { UseFormRegisterReturn } from 'react-hook-form';

const CHOICES = [
  { value: 'EVERYONE', label: 'Everyone on the tour' },
  { value: 'ASSIGNED_ONLY', label: 'Assigned people only' },
] as const;

/** Who sees the event: radios, so both choices are visible at once on a phone. */
export function VisibilityField({ registration }: { registration: UseFormRegisterReturn<'visibility'> }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">Visible to</legend>
      <div className="flex flex-wrap gap-4">
        {CHOICES.map((choice) => (
          <label
            key={choice.value}
            className="flex min-h-11 items-center gap-2 text-sm text-slate-800 dark:text-slate-200"
          >
            <input type="radio" value={choice.value} className="size-5 accent-amber-500" {...registration} />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
