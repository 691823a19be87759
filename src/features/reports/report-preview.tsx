import type { Report } from '#contract/reports';
import { countOf } from '../../lib/plural';

/** The first rows of a finished report as a table that scrolls sideways on a narrow screen. */
export function ReportPreview({ report }: { report: Report }) {
  const rowCount = report.rowCount ?? report.preview.length;
  return (
    <section aria-labelledby="report-preview-heading" className="flex flex-col gap-2">
      <h2 id="report-preview-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        Preview
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {countOf(rowCount, 'row')}
        {rowCount > report.preview.length ? ` · the first ${report.preview.length} shown here` : ''}
      </p>
      {rowCount === 0 ? null : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
          <table aria-labelledby="report-preview-heading" className="min-w-full text-left text-sm">
            <thead className="bg-slate-50 dark:bg-slate-900">
              <tr>
                {report.columns.map((column) => (
                  <th
                    key={column.key}
                    scope="col"
                    className="whitespace-nowrap px-3 py-2 font-semibold text-slate-800 dark:text-slate-200"
                  >
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {report.preview.map((row, index) => (
                // Rows have no id of their own; their place is what they are.
                // biome-ignore lint/suspicious/noArrayIndexKey: preview rows are fixed once done
                <tr key={index}>
                  {report.columns.map((column, cell) => (
                    <td
                      key={column.key}
                      className="whitespace-pre-line px-3 py-2 text-slate-900 dark:text-slate-100"
                    >
                      {row[cell] ?? ''}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
