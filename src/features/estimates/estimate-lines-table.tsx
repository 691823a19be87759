import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
  useWatch,
} from 'react-hook-form';
import { formatQuantity } from '#contract/estimate-totals';
import type { UpdateEstimate } from '#contract/estimates';
import { Button } from '../../ui/button';
import type { EstimateFormValues } from './estimate-form-values';
import { BLANK_LINE } from './estimate-form-values';
import { asLineText, readableMoney, typedLineTotal, typedTotals } from './estimate-format';

type Props = {
  control: Control<EstimateFormValues, unknown, UpdateEstimate>;
  register: UseFormRegister<EstimateFormValues>;
  errors: FieldErrors<EstimateFormValues>;
  currency: string;
};

const COLUMNS = [
  { key: 'days', label: 'Days' },
  { key: 'hours', label: 'Hours' },
  { key: 'dailyWage', label: 'Daily wage' },
  { key: 'perDiem', label: 'Per diem' },
  { key: 'hourRate', label: 'Hour rate' },
] as const;

const input =
  'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-2 py-1 text-right tabular-nums text-slate-900 aria-invalid:border-red-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';
const cell = 'px-2 py-2 align-top';

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="mt-1 text-xs text-red-700 dark:text-red-400">
      {message}
    </p>
  ) : null;
}

/** The estimate's lines as an editable table; each line's total and the sums update as you type. */
export function EstimateLinesTable({ control, register, errors, currency }: Props) {
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const watched = useWatch({ control, name: 'lines' });
  const lines = (watched ?? []).map(asLineText);
  const totals = typedTotals(lines);
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-800">
        <table className="w-full min-w-[52rem] text-sm">
          <caption className="sr-only">Estimate lines in {currency}</caption>
          <thead className="bg-slate-50 text-slate-600 dark:bg-slate-900 dark:text-slate-400">
            <tr>
              <th scope="col" className="px-2 py-2 text-left">
                Description
              </th>
              {COLUMNS.map((column) => (
                <th key={column.key} scope="col" className="w-28 px-2 py-2 text-right">
                  {column.label}
                </th>
              ))}
              <th scope="col" className="px-2 py-2 text-right">
                Total ({currency})
              </th>
              <th scope="col" className="px-2 py-2">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field, index) => {
              const lineErrors = errors.lines?.[index];
              const number = index + 1;
              return (
                <tr key={field.id} className="border-t border-slate-200 dark:border-slate-800">
                  <td className={cell}>
                    <input
                      aria-label={`Description, line ${number}`}
                      aria-invalid={lineErrors?.description ? true : undefined}
                      aria-describedby={
                        lineErrors?.description ? `line-${index}-description-error` : undefined
                      }
                      className={`${input} text-left`}
                      {...register(`lines.${index}.description`)}
                    />
                    <FieldError
                      id={`line-${index}-description-error`}
                      message={lineErrors?.description?.message}
                    />
                  </td>
                  {COLUMNS.map((column) => {
                    const error = lineErrors?.[column.key]?.message;
                    const errorId = `line-${index}-${column.key}-error`;
                    return (
                      <td key={column.key} className={cell}>
                        <input
                          aria-label={`${column.label}, line ${number}`}
                          inputMode="decimal"
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? errorId : undefined}
                          className={input}
                          {...register(`lines.${index}.${column.key}`)}
                        />
                        <FieldError id={errorId} message={error} />
                      </td>
                    );
                  })}
                  <td
                    className={`${cell} pt-4 text-right font-medium tabular-nums`}
                    aria-label={`Total, line ${number}`}
                  >
                    {readableMoney(typedLineTotal(lines[index] ?? BLANK_LINE), currency)}
                  </td>
                  <td className={`${cell} text-right`}>
                    <Button
                      variant="ghost"
                      aria-label={`Remove line ${number}`}
                      onClick={() => remove(index)}
                    >
                      Remove
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
          <tfoot className="border-t-2 border-slate-300 font-semibold dark:border-slate-700">
            <tr>
              <th scope="row" className="px-2 py-2 text-left">
                Total
              </th>
              <td className="px-2 py-2 text-right tabular-nums" data-testid="total-days">
                {formatQuantity(totals.days)}
              </td>
              <td className="px-2 py-2 text-right tabular-nums" data-testid="total-hours">
                {formatQuantity(totals.hours)}
              </td>
              <td className="px-2 py-2 text-right tabular-nums">
                {readableMoney(totals.dailyWage, currency)}
              </td>
              <td className="px-2 py-2 text-right tabular-nums">{readableMoney(totals.perDiem, currency)}</td>
              <td className="px-2 py-2 text-right tabular-nums">
                {readableMoney(totals.hourRate, currency)}
              </td>
              <td className="px-2 py-2 text-right tabular-nums" data-testid="estimate-total">
                {readableMoney(totals.total, currency)}
              </td>
              <td />
            </tr>
          </tfoot>
        </table>
      </div>
      {errors.lines?.root?.message || errors.lines?.message ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {errors.lines?.root?.message ?? errors.lines?.message}
        </p>
      ) : null}
      <div>
        <Button variant="secondary" onClick={() => append({ ...BLANK_LINE })}>
          Add line
        </Button>
      </div>
    </div>
  );
}
