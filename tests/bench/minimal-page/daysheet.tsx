/** The minimal page's daysheet: the day's header, events with times and who is on them, notes. */
import type { DayRow, EventRow, NoteRow } from './schema';

export type SheetEvent = { event: EventRow; names: string[] };
export type Sheet = { tourName: string; day: DayRow; events: SheetEvent[]; notes: NoteRow[] | null };

const time = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

export function Daysheet({ sheet }: { sheet: Sheet }) {
  const { day } = sheet;
  const place = [day.venue, day.city, day.country].filter(Boolean).join(', ');
  return (
    <article>
      <p>{sheet.tourName}</p>
      <h1>
        <time dateTime={day.date}>{day.date}</time>
      </h1>
      <p>{place}</p>
      <p>Times are local to the venue: {day.timeZone}.</p>
      <h2>Schedule</h2>
      <ol aria-label="Events">
        {sheet.events.map(({ event, names }) => (
          <li key={event.id}>
            <p>
              <time dateTime={event.startAt}>{time(event.startAt, event.timeZone)}</time> –{' '}
              <time dateTime={event.endAt}>{time(event.endAt, event.timeZone)}</time>
            </p>
            <h3>{event.title}</h3>
            {event.location ? <p>Location: {event.location}</p> : null}
            {event.description ? <p>{event.description}</p> : null}
            <p>Assigned: {names.join(', ') || 'Nobody in particular'}</p>
          </li>
        ))}
      </ol>
      {sheet.notes ? (
        <>
          <h2>Notes</h2>
          <ul aria-label="Notes">
            {sheet.notes.map((note) => (
              <li key={note.id}>{note.text}</li>
            ))}
          </ul>
        </>
      ) : null}
    </article>
  );
}
