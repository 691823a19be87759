import type { DayRows } from '../../offline/day-rows';
import { EventTimes } from './event-times';
import { type DayEvent, toDayEvents } from './use-day-events';

/** Everyone on an event, once: direct assignees, then the members of its groups. */
const namesOn = (item: DayEvent) =>
  [...new Set([...item.assignees, ...item.groups.flatMap((group) => group.members)].map((p) => p.name))].join(
    ', ',
  );

/** A day's schedule on paper: a table of time, what, where and who; hotel stays as one line below. */
export function PrintSchedule({ rows }: { rows: DayRows }) {
  const events = toDayEvents(rows).events;
  const schedule = events.filter((item) => item.event.type !== 'HOTEL_STAY');
  const stays = events.filter((item) => item.event.type === 'HOTEL_STAY');
  return (
    <>
      {schedule.length === 0 ? (
        <p>No events on this day.</p>
      ) : (
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">Schedule</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-1 pr-3">
                Time
              </th>
              <th scope="col" className="py-1 pr-3">
                What
              </th>
              <th scope="col" className="py-1 pr-3">
                Where
              </th>
              <th scope="col" className="py-1">
                Who
              </th>
            </tr>
          </thead>
          <tbody>
            {schedule.map((item) => (
              <tr key={item.event.id} className="break-inside-avoid border-b border-slate-200 align-top">
                <td className="py-1 pr-3 whitespace-nowrap">
                  <EventTimes event={item.event} />
                </td>
                <td className="py-1 pr-3 font-medium">
                  {item.event.title}
                  {item.event.description ? (
                    <span className="block font-normal whitespace-pre-wrap">{item.event.description}</span>
                  ) : null}
                </td>
                <td className="py-1 pr-3">{item.event.location}</td>
                <td className="py-1">{namesOn(item)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {stays.length > 0 ? (
        <p>
          <span className="font-semibold">Hotel:</span> {stays.map((stay) => stay.event.title).join(', ')}
        </p>
      ) : null}
    </>
  );
}
