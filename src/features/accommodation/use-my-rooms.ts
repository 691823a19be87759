import { useLiveQuery } from 'dexie-react-hooks';
import type { AccommodationRoomRow } from '../../offline/db';
import { useUserDb } from '../../offline/user-sync';

/** The signed-in person's room in each of these hotel stays (by event id), from the mirror. */
export function useMyRooms(eventIds: readonly string[]): Map<string, AccommodationRoomRow> | undefined {
  const db = useUserDb();
  const key = eventIds.join(',');
  return useLiveQuery(async () => {
    if (!db) return undefined;
    return db.transaction('r', [db.roomMembers, db.accommodationRooms], async () => {
      const places = await Promise.all(
        eventIds.map((eventId) =>
          db.roomMembers.where('[eventId+userId]').equals([eventId, db.userId]).first(),
        ),
      );
      const rooms = await Promise.all(
        places.map((place) => (place ? db.accommodationRooms.get(place.roomId) : undefined)),
      );
      return new Map(rooms.flatMap((room) => (room ? [[room.eventId, room] as const] : [])));
    });
  }, [db, key]);
}
