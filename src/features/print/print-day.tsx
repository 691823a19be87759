import type { ReactNode } from 'react';
import { DAY_TAG_LABELS } from '#contract/tour-days';
import { formatLongDay, zoneOffsetLabel } from '../../lib/zoned-time';
import type { DayRows } from '../../offline/day-rows';

/**
 * One day of the tour book: a page of its own when printed (src/styles.css, `data-print-day`).
 * `schedule`: the day's events on paper, from the events feature (composed by the route).
 */
export function PrintDay({ rows, schedule }: { rows: DayRows; schedule: ReactNode }) {
  const { day } = rows;
  if (!day) return null;
  const place = [day.venue, day.city, day.country].filter(Boolean).join(', ');
  return (
    <article
      data-print-day=""
      aria-label={formatLongDay(day.date)}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 text-slate-900 print:rounded-none print:border-0 print:p-0 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100"
    >
      <div>
        <h2 className="text-xl font-bold">
          <time dateTime={day.date}>{formatLongDay(day.date)}</time>
          {day.tag ? <span className="font-normal"> · {DAY_TAG_LABELS[day.tag]}</span> : null}
        </h2>
        <p>{place || 'No city or venue set'}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Times are local to the venue: {day.timeZone} ({zoneOffsetLabel(day.timeZone, day.date)}).
        </p>
      </div>
      {schedule}
      {rows.notes.length > 0 ? (
        <div>
          <h3 className="font-semibold">Notes</h3>
          <ul className="list-disc pl-5">
            {rows.notes.map((note) => (
              <li key={note.id} className="whitespace-pre-wrap">
                {note.text}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </article>
  );
}
