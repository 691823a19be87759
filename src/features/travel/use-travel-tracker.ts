import { useLiveQuery } from 'dexie-react-hooks';
import { personName } from '../../lib/tour-role';
import { useUserDb } from '../../offline/user-sync';
import type { TrackerLeg, TrackerShow } from './travel-gaps';

export type TrackerDay = { id: string; date: string; city: string | null };
export type TrackerPerson = { userId: string; name: string };
export type TravelTrackerData = {
  days: TrackerDay[];
  people: TrackerPerson[];
  legs: TrackerLeg[];
  shows: TrackerShow[];
};

/**
 * The tour's days, people, journeys and shows from the mirror (readable offline). Who is on an
 * event: its people and the members of its groups. `null` when the tour is not on this device.
 */
export function useTravelTracker(tourId: string): TravelTrackerData | null | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => {
    if (!db) return undefined;
    const tables = [
      db.tours,
      db.tourDays,
      db.events,
      db.eventPersonnel,
      db.eventGroups,
      db.groupMembers,
      db.tourPersonnel,
    ];
    return db.transaction('r', tables, async () => {
      const [tour, days, events, assigned, eventGroups, members, personnel] = await Promise.all([
        db.tours.get(tourId),
        db.tourDays.where('tourId').equals(tourId).toArray(),
        db.events.where('tourId').equals(tourId).toArray(),
        db.eventPersonnel.where('tourId').equals(tourId).toArray(),
        db.eventGroups.where('tourId').equals(tourId).toArray(),
        db.groupMembers.where('tourId').equals(tourId).toArray(),
        db.tourPersonnel.where('tourId').equals(tourId).toArray(),
      ]);
      if (!tour) return null;
      const on = new Map<string, Set<string>>();
      const add = (eventId: string, userId: string) =>
        on.set(eventId, (on.get(eventId) ?? new Set()).add(userId));
      for (const row of assigned) add(row.eventId, row.userId);
      for (const link of eventGroups) {
        for (const member of members) if (member.groupId === link.groupId) add(link.eventId, member.userId);
      }
      const dayOf = new Map(days.map((day) => [day.id, day]));
      const legs = events.flatMap((event): TrackerLeg[] =>
        event.type === 'TRAVEL' && event.travel
          ? [
              {
                eventId: event.id,
                title: event.title,
                startAt: event.startAt,
                endAt: event.endAt,
                travel: event.travel,
                userIds: [...(on.get(event.id) ?? [])],
              },
            ]
          : [],
      );
      const shows = events.flatMap((event): TrackerShow[] => {
        const day = dayOf.get(event.tourDayId);
        return event.type === 'SHOW' && day
          ? [
              {
                eventId: event.id,
                date: day.date,
                startAt: event.startAt,
                city: day.city,
                userIds: [...(on.get(event.id) ?? [])],
              },
            ]
          : [];
      });
      const people = personnel
        .flatMap((p) =>
          p.userId && p.status === 'ACTIVE' ? [{ userId: p.userId, name: personName(p) }] : [],
        )
        .sort((a, b) => a.name.localeCompare(b.name));
      const sortedDays = days
        .map((day) => ({ id: day.id, date: day.date, city: day.city }))
        .sort((a, b) => a.date.localeCompare(b.date));
      return { days: sortedDays, people, legs, shows };
    });
  }, [db, tourId]);
}
