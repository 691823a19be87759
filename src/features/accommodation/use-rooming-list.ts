import { useLiveQuery } from 'dexie-react-hooks';
import type { AccommodationRoom } from '#contract/accommodation';
import { isManagerRole } from '#contract/roles';
import { personName } from '../../lib/tour-role';
import type { EventRow } from '../../offline/db';
import { useUserDb } from '../../offline/user-sync';

export type RoomPerson = { userId: string; name: string };
export type RoomGuest = RoomPerson & { memberId: string };
export type RoomView = AccommodationRoom & { guests: RoomGuest[] };
export type RoomingList = {
  canEdit: boolean;
  tourName: string;
  event: EventRow;
  rooms: RoomView[];
  /** People active on the tour with no room in this hotel stay. */
  unassigned: RoomPerson[];
};

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, undefined, { numeric: true });

/**
 * The rooming list of one hotel stay from the mirror, so it reads (and managers edit it) offline.
 * `null` when the tour or the hotel stay is not on this device.
 */
export function useRoomingList(tourId: string, eventId: string): RoomingList | null | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => {
    if (!db) return undefined;
    const tables = [db.tours, db.events, db.accommodationRooms, db.roomMembers, db.tourPersonnel];
    return db.transaction('r', tables, async () => {
      const [tour, event, rooms, members, personnel] = await Promise.all([
        db.tours.get(tourId),
        db.events.get(eventId),
        db.accommodationRooms.where('eventId').equals(eventId).toArray(),
        db.roomMembers.where('eventId').equals(eventId).toArray(),
        db.tourPersonnel.where('tourId').equals(tourId).toArray(),
      ]);
      if (!tour || !event || event.tourId !== tourId || event.type !== 'HOTEL_STAY') return null;
      const names = new Map(personnel.flatMap((p) => (p.userId ? [[p.userId, personName(p)]] : [])));
      const roomed = new Set(members.map((m) => m.userId));
      const views = rooms
        .map((room) => ({
          ...room,
          guests: members
            .filter((m) => m.roomId === room.id)
            .map((m) => ({
              memberId: m.id,
              userId: m.userId,
              name: names.get(m.userId) ?? 'Someone no longer on the tour',
            }))
            .sort(byName),
        }))
        .sort(byName);
      const unassigned = personnel
        .flatMap((p) =>
          p.userId && p.status === 'ACTIVE' && !roomed.has(p.userId)
            ? [{ userId: p.userId, name: personName(p) }]
            : [],
        )
        .sort(byName);
      return { canEdit: isManagerRole(tour.role), tourName: tour.name, event, rooms: views, unassigned };
    });
  }, [db, tourId, eventId]);
}
