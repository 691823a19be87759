/**
 * Where the minimal page gets a day from: its IndexedDB (the offline-first floor, the same lookups
 * as the app's screens) or the API on every open (the online-only client: no service worker, no
 * local copy).
 */
import type { SheetEvent } from './daysheet';
import type { AssignmentRow, DayRow, EventRow, MinimalDb, PersonRow, TourRow } from './schema';

const byStart = (a: EventRow, b: EventRow) => Date.parse(a.startAt) - Date.parse(b.startAt);
const nameOf = (person: PersonRow) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ').trim() || person.email;

function withNames(events: EventRow[], assigned: AssignmentRow[], people: PersonRow[]): SheetEvent[] {
  const names = new Map(people.flatMap((p) => (p.userId ? [[p.userId, nameOf(p)] as const] : [])));
  return events.sort(byStart).map((event) => ({
    event,
    names: assigned
      .filter((row) => row.eventId === event.id)
      .map((row) => names.get(row.userId) ?? 'Someone')
      .sort(),
  }));
}

export async function fromDexie(db: MinimalDb, tourId: string, date: string) {
  const [tour, day] = await Promise.all([
    db.tours.get(tourId),
    db.tourDays.where('[tourId+date]').equals([tourId, date]).first(),
  ]);
  if (!tour || !day) throw new Error('Day not on this device');
  const [events, notes, people] = await Promise.all([
    db.events.where('tourDayId').equals(day.id).toArray(),
    db.notes.where('tourDayId').equals(day.id).toArray(),
    db.tourPersonnel.where('tourId').equals(tourId).toArray(),
  ]);
  const assigned = await db.eventPersonnel
    .where('eventId')
    .anyOf(events.map((event) => event.id))
    .toArray();
  return { tourName: tour.name, day, events: withNames(events, assigned, people), notes };
}

type ApiEvent = EventRow & { personnelUserIds: string[] };

async function get<T>(path: string, token: string): Promise<T> {
  const response = await fetch(`/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/** Everything the day needs, fetched in parallel (the API has no per-day read). */
export async function fromApi(tourId: string, date: string, token: string) {
  const [tour, days, events, people] = await Promise.all([
    get<TourRow>(`/tours/${tourId}`, token),
    get<DayRow[]>(`/tour-days/${tourId}`, token),
    get<ApiEvent[]>(`/events/tour/${tourId}`, token),
    get<PersonRow[]>(`/tours/${tourId}/personnel`, token),
  ]);
  const day = days.find((row) => row.date === date);
  if (!day) throw new Error('No such day');
  const ofDay = events.filter((event) => event.tourDayId === day.id);
  const assigned = ofDay.flatMap((event) =>
    event.personnelUserIds.map((userId) => ({ id: `${event.id}:${userId}`, eventId: event.id, userId })),
  );
  return { tourName: tour.name, day, events: withNames(ofDay, assigned, people), notes: null };
}
