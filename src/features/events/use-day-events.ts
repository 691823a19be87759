import { useLiveQuery } from 'dexie-react-hooks';
import { personName } from '../../lib/tour-role';
import type { EventRow, TourDayRow } from '../../offline/db';
import { useUserDb } from '../../offline/user-sync';

export type Person = { userId: string; name: string };
export type DayEvent = { event: EventRow; assignees: Person[] };
export type DayEvents = { events: DayEvent[]; people: Person[] };

const byStart = (a: EventRow, b: EventRow) =>
  Date.parse(a.startAt) - Date.parse(b.startAt) || a.title.localeCompare(b.title);

/**
 * The day's events in time order with the names of who is assigned, and the tour's people who can
 * be assigned. Only what the mirror holds: crew never receive events hidden from them.
 */
export function useDayEvents(day: TourDayRow): DayEvents | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => {
    if (!db) return undefined;
    const events = (await db.events.where('tourDayId').equals(day.id).toArray()).sort(byStart);
    const [assignments, personnel] = await Promise.all([
      db.eventPersonnel
        .where('eventId')
        .anyOf(events.map((event) => event.id))
        .toArray(),
      db.tourPersonnel.where('tourId').equals(day.tourId).toArray(),
    ]);
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
      events: events.map((event) => ({
        event,
        assignees: assignments
          .filter((row) => row.eventId === event.id)
          .map((row) => ({ userId: row.userId, name: nameOf(row.userId) }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      })),
    };
  }, [db, day.id, day.tourId]);
}
