import { STATUS_LOOK } from './availability-cell';

/** What the colours and words of the grid mean. */
export function AvailabilityLegend({ canMark }: { canMark: boolean }) {
  return (
    <div className="flex flex-col gap-1 text-sm text-slate-700 dark:text-slate-300">
      <ul aria-label="Legend" className="flex flex-wrap gap-3">
        {(['free', 'booked', 'unavailable'] as const).map((status) => (
          <li key={status} className="flex items-center gap-1">
            <span className={`rounded px-1.5 py-0.5 text-xs font-semibold ${STATUS_LOOK[status].classes}`}>
              {STATUS_LOOK[status].word}
            </span>
            {status === 'free' ? 'free' : status === 'booked' ? 'on a tour' : 'marked unavailable'}
          </li>
        ))}
        <li className="flex items-center gap-1">• booked, and also marked unavailable</li>
      </ul>
      {canMark ? (
        <p>Your own row is made of buttons: tap a day to mark it unavailable, tap again to unmark it.</p>
      ) : null}
    </div>
  );
}
