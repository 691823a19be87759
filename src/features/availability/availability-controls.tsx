import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../ui/button';
import { monthTitle, shiftMonth } from './availability-dates';

type ControlsProps = {
  month: string;
  onMonth: (month: string) => void;
  onJump: (date: string) => void;
  onFreeOn: (date: string) => void;
};

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** A date field with its button; an empty or half-typed date says so instead of doing nothing. */
function DateAsk({
  label,
  action,
  onDate,
}: {
  label: string;
  action: string;
  onDate: (date: string) => void;
}) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isDate(value)) return setError('Choose a date');
    setError(null);
    onDate(value);
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="date"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setValue(event.target.value)}
          className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        />
        <Button type="submit" variant="secondary">
          {action}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** The month on screen, previous / next, jump to a date, and "who is free on…". */
export function AvailabilityControls({ month, onMonth, onJump, onFreeOn }: ControlsProps) {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <Button
          variant="secondary"
          aria-label="Previous month"
          onClick={() => onMonth(shiftMonth(month, -1))}
        >
          ←
        </Button>
        <h2
          aria-live="polite"
          className="min-w-40 text-center text-lg font-semibold text-slate-900 dark:text-white"
        >
          {monthTitle(month)}
        </h2>
        <Button variant="secondary" aria-label="Next month" onClick={() => onMonth(shiftMonth(month, 1))}>
          →
        </Button>
      </div>
      <div className="flex flex-wrap gap-4">
        <DateAsk label="Jump to date" action="Go" onDate={onJump} />
        <DateAsk label="Free on" action="Show who is free" onDate={onFreeOn} />
      </div>
    </div>
  );
}
