import type { TeamAvailability } from '#contract/availability';
import { AvailabilityCell } from './availability-cell';
import { columnHeading, monthOf, monthTitle } from './availability-dates';

type GridProps = {
  grid: TeamAvailability;
  /** A date to bring into view and outline (jumped to, or asked about). */
  focusDate: string | null;
  /** Today on the app's clock: its column is marked, and scrolled to when the grid opens on its month. */
  today: string;
  onToggle: (date: string, unavailable: boolean) => void;
  canMark: boolean;
};

/** The asked-for date's column, scrolled to once its month is on screen. */
const bringIntoView = (cell: HTMLTableCellElement | null) =>
  cell?.scrollIntoView({ block: 'nearest', inline: 'center' });

/**
 * Today's column, brought into the middle of the grid sideways only: the page itself stays where it
 * is (scrollIntoView would also move it up or down to the grid). Runs when the column mounts, so a
 * refetch after marking a day never scrolls back.
 */
function showTodaysColumn(cell: HTMLTableCellElement | null) {
  const scroller = cell?.closest('section');
  if (!cell || !scroller) return;
  const column = cell.getBoundingClientRect();
  const view = scroller.getBoundingClientRect();
  scroller.scrollLeft += column.left + column.width / 2 - (view.left + view.width / 2);
}

const sticky = 'sticky left-0 z-10 bg-white dark:bg-slate-900';

/**
 * Members down, dates across. The names stay put (sticky) while the dates scroll sideways, which is
 * what a phone does with a month. The caller's own row is made of buttons: tap to mark a day.
 */
export function AvailabilityGrid({ grid, focusDate, today, onToggle, canMark }: GridProps) {
  const title = `Availability, ${monthTitle(monthOf(grid.from))}`;
  return (
    // A labelled region: the names stay while the dates scroll; the own row's buttons take the focus.
    <section
      aria-label={title}
      className="max-w-full overflow-x-auto rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
    >
      <table className="border-separate border-spacing-1 text-sm">
        <caption className="sr-only">{title}</caption>
        <thead>
          <tr>
            <th scope="col" className={`${sticky} min-w-36 px-2 text-left font-semibold`}>
              Member
            </th>
            {grid.dates.map((date) => (
              <th
                key={date}
                scope="col"
                ref={date === focusDate ? bringIntoView : date === today ? showTodaysColumn : undefined}
                aria-current={date === today ? 'date' : undefined}
                className={`px-0.5 text-center text-xs font-medium whitespace-nowrap text-slate-600 aria-[current=date]:font-bold aria-[current=date]:underline dark:text-slate-400 ${
                  date === focusDate
                    ? 'rounded-md bg-amber-100 text-slate-900 dark:bg-amber-900 dark:text-white'
                    : ''
                }`}
              >
                {columnHeading(date)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.members.map((member) => (
            <tr key={member.memberId}>
              <th scope="row" className={`${sticky} min-w-36 px-2 text-left align-middle`}>
                <span className="block font-semibold text-slate-900 dark:text-white">
                  {member.name}
                  {member.isMe ? ' (you)' : ''}
                </span>
                {member.position ? (
                  <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
                    {member.position}
                  </span>
                ) : null}
              </th>
              {member.days.map((day) => (
                <td key={day.date} className="p-0">
                  <AvailabilityCell
                    name={member.name}
                    day={day}
                    disabled={!canMark}
                    onToggle={member.isMe ? () => onToggle(day.date, !day.marked) : undefined}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
