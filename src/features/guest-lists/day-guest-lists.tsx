import type { DayRows } from '../../offline/day-rows';
import { GuestListPanel } from './guest-list-panel';

/** The daysheet's guest lists, one per show of the day; nothing on days without a show. */
export function DayGuestLists({ rows, canEdit }: { rows: DayRows; canEdit: boolean }) {
  const shows = rows.events.filter((event) => event.type === 'SHOW');
  if (shows.length === 0) return null;
  return (
    <section aria-labelledby="guest-lists-title" className="flex flex-col gap-3">
      <h2 id="guest-lists-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        Guest lists
      </h2>
      {shows.map((show) => (
        <GuestListPanel key={show.id} show={show} personnel={rows.personnel} manager={canEdit} />
      ))}
    </section>
  );
}
