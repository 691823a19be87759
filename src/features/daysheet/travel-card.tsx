import { formatTime } from '../../lib/zoned-time';
import type { EventRow } from '../../offline/db';
import { CARD_CLASSES, CARD_KIND_CLASSES } from './venue-card';

/** Today's travel: each leg with its times and where it leaves from. */
export function TravelCard({ travel }: { travel: readonly EventRow[] }) {
  if (travel.length === 0) return null;
  return (
    <section aria-label="Travel today" className={CARD_CLASSES}>
      <h2 className={CARD_KIND_CLASSES}>Travel today</h2>
      <ul className="flex flex-col gap-1">
        {travel.map((leg) => (
          <li key={leg.id} className="text-slate-700 dark:text-slate-300">
            <span className="font-medium text-slate-900 dark:text-white">{leg.title}</span>{' '}
            {formatTime(leg.startAt, leg.timeZone)}–{formatTime(leg.endAt, leg.timeZone)}
            {leg.location ? ` · ${leg.location}` : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
