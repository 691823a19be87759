import type { ReportColumn, ReportSubject } from '#contract/reports';
import { CheckboxField } from '../../ui/checkbox-field';
import { pickableGroups, togglePick } from './column-picking';

type ColumnPickerProps = {
  catalogue: readonly ReportColumn[];
  subject: ReportSubject;
  picked: readonly string[];
  onChange: (picked: string[]) => void;
};

/** The catalogue's columns the rows can fill, one group of checkboxes per kind of fact. */
export function ColumnPicker({ catalogue, subject, picked, onChange }: ColumnPickerProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {pickableGroups(catalogue, subject).map(({ group, label, columns }) => (
        <fieldset
          key={group}
          className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3 dark:border-slate-800"
        >
          <legend className="px-1 text-sm font-semibold text-slate-800 dark:text-slate-200">{label}</legend>
          {columns.map((column) => (
            <CheckboxField
              key={column.key}
              label={column.label}
              checked={picked.includes(column.key)}
              onChange={() => onChange(togglePick(picked, column.key))}
            />
          ))}
        </fieldset>
      ))}
    </div>
  );
}
