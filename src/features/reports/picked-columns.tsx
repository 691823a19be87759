import type { ReportColumn } from '#contract/reports';
import { Button } from '../../ui/button';
import { movePick, pickLabel } from './column-picking';

type PickedColumnsProps = {
  catalogue: readonly ReportColumn[];
  picked: readonly string[];
  onChange: (picked: string[]) => void;
  error?: string;
};

/** The picked columns in the report's order, each with move up, move down and remove. */
export function PickedColumns({ catalogue, picked, onChange, error }: PickedColumnsProps) {
  return (
    <div className="flex flex-col gap-2">
      <h3 id="picked-columns-heading" className="text-sm font-semibold text-slate-800 dark:text-slate-200">
        Columns in order
      </h3>
      {picked.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No columns picked yet.</p>
      ) : (
        <ol aria-labelledby="picked-columns-heading" className="flex flex-col gap-1">
          {picked.map((key, index) => {
            const label = pickLabel(catalogue, key);
            return (
              <li
                key={key}
                aria-label={label}
                className="flex items-center gap-1 rounded-lg border border-slate-200 py-1 pl-3 dark:border-slate-800"
              >
                <span className="min-w-0 flex-1 break-words text-sm text-slate-900 dark:text-slate-100">
                  {index + 1}. {label}
                </span>
                <Button
                  variant="ghost"
                  aria-label={`Move ${label} up`}
                  disabled={index === 0}
                  onClick={() => onChange(movePick(picked, index, -1))}
                >
                  ↑
                </Button>
                <Button
                  variant="ghost"
                  aria-label={`Move ${label} down`}
                  disabled={index === picked.length - 1}
                  onClick={() => onChange(movePick(picked, index, 1))}
                >
                  ↓
                </Button>
                <Button
                  variant="ghost"
                  aria-label={`Remove ${label}`}
                  onClick={() => onChange(picked.filter((other) => other !== key))}
                >
                  ✕
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      {error ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
