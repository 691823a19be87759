import type { CalendarItem } from '#contract/calendar';
import { formatDay } from '../../lib/format-dates';
import { type Month, monthLabel, monthRange, monthWeeks, WEEKDAYS } from './calendar-dates';
import { CalendarEntry } from './calendar-entry';

type MonthGridProps = { month: Month; itemsByDate: ReadonlyMap<string, CalendarItem[]>; today: string };

/** The month as a table of weeks (wide screens); each cell lists that date's items. */
export function MonthGrid({ month, itemsByDate, today }: MonthGridProps) {
  const { from, to } = monthRange(month);
  return (
    <table className="w-full table-fixed border-collapse text-left">
      <caption className="sr-only">{monthLabel(month)}</caption>
      <thead>
        <tr>
          {WEEKDAYS.map((weekday) => (
            <th
              key={weekday}
              scope="col"
              className="pb-2 text-center text-xs font-semibold uppercase text-slate-500 dark:text-slate-400"
            >
              {weekday}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week) => (
          <tr key={week[0]}>
            {week.map((date) => {
              const inMonth = date >= from && date <= to;
              const items = inMonth ? (itemsByDate.get(date) ?? []) : [];
              return (
                <td
                  key={date}
                  aria-label={formatDay(date)}
                  className={`h-28 border border-slate-200 p-1 align-top dark:border-slate-800 ${inMonth ? 'bg-white dark:bg-slate-900' : 'bg-slate-50 dark:bg-slate-950'}`}
                >
                  <span
                    className={`mb-1 inline-flex size-6 items-center justify-center rounded-full text-xs font-semibold ${date === today ? 'bg-amber-500 text-slate-950' : inMonth ? 'text-slate-700 dark:text-slate-300' : 'text-slate-500 dark:text-slate-400'}`}
                  >
                    {Number(date.slice(8))}
                  </span>
                  {items.length > 0 ? (
                    <ul className="flex flex-col gap-0.5">
                      {items.map((item) => (
                        <li key={`${item.kind}-${item.id}`}>
                          <CalendarEntry item={item} compact />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
