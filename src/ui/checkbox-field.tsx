import { type ComponentProps, type ReactNode, useId } from 'react';

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode };

export function CheckboxField({ label, id, ...inputProps }: CheckboxFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className="flex items-start gap-3">
      <input
        id={inputId}
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 rounded border-slate-300 accent-amber-500"
        {...inputProps}
      />
      <label htmlFor={inputId} className="text-sm text-slate-800 dark:text-slate-200">
        {label}
      </label>
    </div>
  );
}
