import { dateInZone, formatTime, viewerTime } from '../../lib/zoned-time';
import type { EventRow } from '../../offline/db';

type EventTimesProps = {
  event: Pick<EventRow, 'startAt' | 'endAt' | 'timeZone'>;
  /** Adds the viewer's own clock where it differs: "19:30 (13:30 your time)". */
  showOwnTime?: boolean;
};

/**
 * "19:30–21:00" on the venue's clock; a point in time (end = start: doors, curfew) is one time.
 * With `showOwnTime`, the viewer's clock follows each time where it differs.
 */
export function EventTimes({ event, showOwnTime = false }: EventTimesProps) {
  const zone = event.timeZone;
  const isPoint = Date.parse(event.startAt) === Date.parse(event.endAt);
  const ownStart = showOwnTime ? viewerTime(event.startAt, zone) : null;
  const ownEnd = showOwnTime ? viewerTime(event.endAt, zone) : null;
  const endsLater = dateInZone(event.endAt, zone) !== dateInZone(event.startAt, zone);
  return (
    <span className="font-semibold tabular-nums text-slate-900 dark:text-white">
      <time dateTime={event.startAt} className="whitespace-nowrap">
        {formatTime(event.startAt, zone)}
      </time>
      {ownStart ? <OwnTime time={ownStart} /> : null}
      {isPoint ? null : (
        <>
          {'–'}
          <time dateTime={event.endAt} className="whitespace-nowrap">
            {formatTime(event.endAt, zone)}
          </time>
          {endsLater ? <span className="font-normal"> next day</span> : null}
          {ownEnd ? <OwnTime time={ownEnd} /> : null}
        </>
      )}
    </span>
  );
}

function OwnTime({ time }: { time: string }) {
  return <span className="font-normal text-slate-600 dark:text-slate-400"> ({time} your time)</span>;
}
