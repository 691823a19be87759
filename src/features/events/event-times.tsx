import { dateInZone, formatTime, viewerTime } from '../../lib/zoned-time';
import type { EventRow } from '../../offline/db';

/** "19:30 (13:30 your time) – 21:00 (15:00 your time)": the venue's clock first, the viewer's where it differs. */
export function EventTimes({ event }: { event: Pick<EventRow, 'startAt' | 'endAt' | 'timeZone'> }) {
  const zone = event.timeZone;
  const ownStart = viewerTime(event.startAt, zone);
  const ownEnd = viewerTime(event.endAt, zone);
  const endsLater = dateInZone(event.endAt, zone) !== dateInZone(event.startAt, zone);
  return (
    <p className="text-sm font-semibold tabular-nums text-slate-900 dark:text-white">
      <time dateTime={event.startAt}>{formatTime(event.startAt, zone)}</time>
      {ownStart ? (
        <span className="font-normal text-slate-600 dark:text-slate-400"> ({ownStart} your time)</span>
      ) : null}
      {' – '}
      <time dateTime={event.endAt}>{formatTime(event.endAt, zone)}</time>
      {endsLater ? <span className="font-normal"> next day</span> : null}
      {ownEnd ? (
        <span className="font-normal text-slate-600 dark:text-slate-400"> ({ownEnd} your time)</span>
      ) : null}
    </p>
  );
}
