import { TRACKER_FIELD_LABELS, TRACKER_FLAG_FIELDS } from '#contract/production-trackers';
import { formatDay } from '../../lib/format-dates';
import { cellText, TYPED_FIELDS } from './tracker-fields';
import type { TrackerLine } from './use-production-tracker';

/** The grid as paper: plain text, every column, shown only when printing (`print:` styles). */
export function TrackerPrint({ tourName, lines }: { tourName: string; lines: readonly TrackerLine[] }) {
  return (
    <section
      className="hidden print:block"
      data-testid="tracker-print"
      aria-label="Production tracker for print"
    >
      <h2 className="mb-2 text-lg font-bold">Production tracker · {tourName}</h2>
      <table className="w-full border-collapse text-[9pt]">
        <thead>
          <tr>
            {['Date', 'City', 'Venue', 'Event', 'Start', 'End'].map((label) => (
              <th key={label} className="border border-slate-400 px-1 text-left">
                {label}
              </th>
            ))}
            {[...TYPED_FIELDS, ...TRACKER_FLAG_FIELDS].map((field) => (
              <th key={field} className="border border-slate-400 px-1 text-left">
                {TRACKER_FIELD_LABELS[field]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.event.id} className="break-inside-avoid">
              {[
                ['date', formatDay(line.date)],
                ['city', line.city],
                ['venue', line.venue],
                ['event', line.event.title],
                ['start', line.start],
                ['end', line.end],
              ].map(([column, text]) => (
                <td key={column} className="border border-slate-400 px-1 align-top">
                  {text}
                </td>
              ))}
              {TYPED_FIELDS.map((field) => (
                <td key={field} className="whitespace-pre-line border border-slate-400 px-1 align-top">
                  {cellText(line, field)}
                </td>
              ))}
              {TRACKER_FLAG_FIELDS.map((field) => (
                <td key={field} className="border border-slate-400 px-1 align-top">
                  {line.tracker?.[field] ? 'Yes' : 'No'}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
