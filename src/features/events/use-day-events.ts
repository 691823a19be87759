import { useMemo } from 'react';
import { personName } from '../../lib/tour-role';
import type { DayRows } from '../../offline/day-rows';
import type { EventRow } from '../../offline/db';

export type Person = { userId: string; name: string };
export type DayEvent = { event: EventRow; assignees: Person[] };
export type DayEvents = { events: DayEvent[]; people: Person[] };
/** What the schedule needs of the daysheet's rows (read once for the whole sheet). */
export type DayEventRows = Pick<DayRows, 'events' | 'assignments' | 'personnel'>;

const byStart = (a: EventRow, b: EventRow) =>
  Date.parse(a.startAt) - Date.parse(b.startAt) || a.title.localeCompare(b.title);

/**
 * The day's events in time order with the names of who is assigned, and the tour's people who can
 * be assigned. Only what the mirror holds: crew never receive events hidden from them.
 */
export function toDayEvents({ events, assignments, personnel }: DayEventRows): DayEvents {
  const names = new Map(
    personnel.flatMap((person) => (person.userId ? [[person.userId, personName(person)]] : [])),
  );
  const nameOf = (userId: string) => names.get(userId) ?? 'Someone no longer on the tour';
  const people = personnel
    .flatMap((person) =>
      person.userId && person.status === 'ACTIVE'
        ? [{ userId: person.userId, name: personName(person) }]
        : [],
    )
    .sort((a, b) => a.name.localeCompare(b.name));
  return {
    people,
    events: [...events].sort(byStart).map((event) => ({
      event,
      assignees: assignments
        .filter((row) => row.eventId === event.id)
        .map((row) => ({ userId: row.userId, name: nameOf(row.userId) }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    })),
  };
}

export function useDayEvents(rows: DayEventRows): DayEvents {
  const { events, assignments, personnel } = rows;
  return useMemo(() => toDayEvents({ events, assignments, personnel }), [events, assignments, personnel]);
}
