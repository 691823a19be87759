import type { CalendarItem } from '#contract/calendar';
import { formatDay } from '../../lib/format-dates';
import { CalendarEntry } from './calendar-entry';

type DayListProps = { itemsByDate: ReadonlyMap<string, CalendarItem[]>; today: string };

/** The month as a list of the dates that have items (phones): no empty cells to scroll past. */
export function DayList({ itemsByDate, today }: DayListProps) {
  const dates = [...itemsByDate.keys()].sort();
  if (dates.length === 0) return null;
  return (
    <ol aria-label="Days" className="flex flex-col gap-3">
      {dates.map((date) => (
        <li
          key={date}
          className="rounded-2xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
        >
          <h3 className="px-1.5 text-sm font-semibold text-slate-900 dark:text-white">
            {formatDay(date)}
            {date === today ? <span className="ml-2 text-amber-700 dark:text-amber-400">Today</span> : null}
          </h3>
          <ul className="mt-1 flex flex-col gap-1">
            {(itemsByDate.get(date) ?? []).map((item) => (
              <li key={`${item.kind}-${item.id}`}>
                <CalendarEntry item={item} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
