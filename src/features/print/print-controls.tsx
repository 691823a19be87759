import { formatDay } from '../../lib/format-dates';
import type { TourDayRow } from '../../offline/db';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/select-field';
import { PAPER_SIZES, type PaperSize } from './print-search';

type PrintControlsProps = {
  days: readonly TourDayRow[];
  from: string;
  to: string;
  paper: PaperSize;
  onChange: (change: { from?: string; to?: string; paper?: PaperSize }) => void;
};

const isPaper = (value: string): value is PaperSize => PAPER_SIZES.some((size) => size === value);

/** Which days and which paper; hidden on the printout itself. */
export function PrintControls({ days, from, to, paper, onChange }: PrintControlsProps) {
  const options = days.map((day) => ({
    value: day.date,
    label: [formatDay(day.date), day.city].filter(Boolean).join(' · '),
  }));
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 print:hidden dark:border-slate-800 dark:bg-slate-900">
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label="From"
          options={options}
          value={from}
          onChange={(event) => onChange({ from: event.target.value })}
        />
        <SelectField
          label="To"
          options={options}
          value={to}
          onChange={(event) => onChange({ to: event.target.value })}
        />
        <SelectField
          label="Paper"
          options={PAPER_SIZES.map((size) => ({ value: size, label: size }))}
          value={paper}
          onChange={(event) => {
            if (isPaper(event.target.value)) onChange({ paper: event.target.value });
          }}
        />
      </div>
      {from > to ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          The first day must be on or before the last day.
        </p>
      ) : null}
      <div className="flex sm:justify-end">
        <Button onClick={() => window.print()} disabled={from > to} className="w-full sm:w-auto">
          Print or save as PDF
        </Button>
      </div>
    </div>
  );
}
