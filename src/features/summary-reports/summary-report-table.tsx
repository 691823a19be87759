import { formatMoney, parseMoney } from '#contract/money';
import { SUMMARY_REPORT_HEADER, type SummaryReport } from '#contract/summary-reports';

/** Amount columns (by place in SUMMARY_REPORT_HEADER), shown in the team's currency. */
const AMOUNTS = new Set([3, 4, 5, 6, 7]);

function cellText(value: string, column: number, currency: string | null) {
  if (!AMOUNTS.has(column) || value === '' || !currency) return value;
  const parsed = parseMoney(value);
  return parsed.ok ? formatMoney(parsed.minor, currency) : value;
}

/** A finished summary report: one row per member, the totals row as the table's foot. */
export function SummaryReportTable({ report }: { report: SummaryReport }) {
  const members = report.rows.slice(0, -1);
  const totals = report.rows.at(-1) ?? [];
  const number = 'whitespace-nowrap px-3 py-2 text-right tabular-nums';
  const cellClass = (column: number) => (column >= 2 ? number : 'px-3 py-2 text-left');
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
      <table className="min-w-full text-sm">
        <caption className="sr-only">Summary of {report.tourName}</caption>
        <thead className="bg-slate-50 text-slate-600 dark:bg-slate-900 dark:text-slate-400">
          <tr>
            {SUMMARY_REPORT_HEADER.map((label, column) => (
              <th key={label} scope="col" className={cellClass(column)}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {members.map((row, index) => (
            // Rows have no id of their own; a finished report's rows never change.
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed rows of a finished report
            <tr key={index}>
              {row.map((value, column) =>
                column === 0 ? (
                  <th
                    key={SUMMARY_REPORT_HEADER[column]}
                    scope="row"
                    className="px-3 py-2 text-left font-medium"
                  >
                    {value}
                  </th>
                ) : (
                  <td key={SUMMARY_REPORT_HEADER[column]} className={cellClass(column)}>
                    {cellText(value, column, report.currency)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-300 font-semibold dark:border-slate-700">
          <tr>
            {totals.map((value, column) =>
              column === 0 ? (
                <th key={SUMMARY_REPORT_HEADER[column]} scope="row" className="px-3 py-2 text-left">
                  {value}
                </th>
              ) : (
                <td key={SUMMARY_REPORT_HEADER[column]} className={cellClass(column)}>
                  {cellText(value, column, report.currency)}
                </td>
              ),
            )}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
