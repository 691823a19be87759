import type { ReactNode } from 'react';

type PreviewTableProps = {
  caption: string;
  columns: string[];
  rows: ReactNode[][];
  empty: string;
  /** Text between the heading and the table (a supporting act's contact and notes). */
  intro?: string;
};

/** One part of the printed rider as a plain table (what a venue's production office reads). */
export function PreviewTable({ caption, columns, rows, empty, intro }: PreviewTableProps) {
  return (
    <section className="rider-preview-part flex flex-col gap-1 break-inside-avoid">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white print:text-black">{caption}</h2>
      {intro ? (
        <p className="whitespace-pre-line text-slate-700 dark:text-slate-300 print:text-black">{intro}</p>
      ) : null}
      {rows.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-400 print:text-black">{empty}</p>
      ) : (
        // A wide table scrolls inside itself on a phone instead of widening the page.
        <div className="overflow-x-auto">
          <table
            aria-label={caption}
            className="w-full border-collapse text-left text-sm text-slate-800 dark:text-slate-200 print:text-black"
          >
            <thead>
              <tr className="border-b border-slate-300 dark:border-slate-700">
                {columns.map((column) => (
                  <th key={column} scope="col" className="py-1 pr-3">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((cells, index) => (
                // Rows of a read-only document: their order is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: static rows, never reordered in place
                <tr key={index} className="border-b border-slate-200 align-top dark:border-slate-800">
                  {cells.map((cell, column) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
                    <td key={column} className="py-1 pr-3">
                      {cell ?? ''}
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
