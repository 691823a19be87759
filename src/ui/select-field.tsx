import { type ComponentProps, useId } from 'react';

export type SelectOption = { value: string; label: string; disabled?: boolean };

/**
 * The options after an empty first choice labelled `label`: for optional fields, and for "choose
 * one" prompts, where the required-field message shows when the choice is left empty.
 */
export const withBlank = (label: string, options: readonly SelectOption[]): SelectOption[] => [
  { value: '', label },
  ...options,
];

type SelectFieldProps = ComponentProps<'select'> & {
  label: string;
  options: readonly SelectOption[];
  error?: string;
  /** Visually hidden label, for selects inside a row whose heading already names them. */
  hideLabel?: boolean;
};

/** A native select styled like `TextField`: native keeps phones' pickers and screen readers happy. */
export function SelectField({
  label,
  options,
  error,
  hideLabel = false,
  id,
  className = '',
  ...selectProps
}: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label
        htmlFor={selectId}
        className={hideLabel ? 'sr-only' : 'text-sm font-medium text-slate-800 dark:text-slate-200'}
      >
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-amber-500 focus:outline-2 focus:outline-amber-500/40 aria-invalid:border-red-500 disabled:opacity-60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        {...selectProps}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
