import { type Control, useWatch } from 'react-hook-form';
import { formatQuantity, readableQuantity } from '#contract/estimate-totals';
import type { UpdateEstimate } from '#contract/estimates';
import type { EstimateFormValues } from './estimate-form-values';
import { asLineText, lineAmounts, readableMoney, typedLineTotal, typedTotals } from './estimate-format';

const money = (minor: number, currency: string) => readableMoney(BigInt(minor), currency);
const cell = 'border-b border-slate-300 px-2 py-1 text-right tabular-nums';

/**
 * The estimate as a printed page: only shown when printing (the editor is hidden then), built
 * from what is on screen, so an unsaved change prints as shown.
 */
export function EstimatePrint({
  control,
  currency,
  tourName,
  teamName,
}: {
  control: Control<EstimateFormValues, unknown, UpdateEstimate>;
  currency: string;
  tourName: string;
  teamName: string;
}) {
  const values = useWatch({ control });
  const lines = (values.lines ?? []).map(asLineText);
  const totals = typedTotals(lines);
  return (
    <div className="hidden print:block" data-testid="estimate-print">
      <p className="text-sm">
        {teamName} · {tourName}
      </p>
      <h2 className="mb-2 text-2xl font-bold">{values.name}</h2>
      {values.notes ? <p className="mb-3 whitespace-pre-line">{values.notes}</p> : null}
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">Estimate in {currency}</caption>
        <thead>
          <tr>
            <th scope="col" className="border-b border-slate-300 px-2 py-1 text-left">
              Description
            </th>
            {['Days', 'Hours', 'Daily wage', 'Per diem', 'Hour rate', 'Total'].map((title) => (
              <th key={title} scope="col" className={cell}>
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => {
            const amounts = lineAmounts(line);
            return (
              // Lines have no id until saved; their order is the key while printing.
              // biome-ignore lint/suspicious/noArrayIndexKey: read-only rows in the form's order
              <tr key={index}>
                <td className="border-b border-slate-300 px-2 py-1">{line.description}</td>
                <td className={cell}>{readableQuantity(amounts.days)}</td>
                <td className={cell}>{readableQuantity(amounts.hours)}</td>
                <td className={cell}>{money(amounts.dailyWage, currency)}</td>
                <td className={cell}>{money(amounts.perDiem, currency)}</td>
                <td className={cell}>{money(amounts.hourRate, currency)}</td>
                <td className={cell}>{readableMoney(typedLineTotal(line), currency)}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot className="font-semibold">
          <tr>
            <th scope="row" className="px-2 py-1 text-left">
              Total
            </th>
            <td className={cell}>{formatQuantity(totals.days)}</td>
            <td className={cell}>{formatQuantity(totals.hours)}</td>
            <td className={cell}>{readableMoney(totals.dailyWage, currency)}</td>
            <td className={cell}>{readableMoney(totals.perDiem, currency)}</td>
            <td className={cell}>{readableMoney(totals.hourRate, currency)}</td>
            <td className={cell}>{readableMoney(totals.total, currency)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
