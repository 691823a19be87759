/**
 * The daysheet header's reads from the mirror (works offline): the day's venue provider, its hotel
 * stays with their hotel and the signed-in person's room, and the day's travel.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { AccommodationRoomRow, EventRow, MirrorRow, TourDayRow } from './db';
import { useUserDb } from './user-sync';

export type TourProviderRow = MirrorRow<'eventProvider'>;

export interface HotelStay {
  event: EventRow;
  hotel: TourProviderRow | undefined;
  myRoom: AccommodationRoomRow | undefined;
}

export interface DayProviders {
  venue: TourProviderRow | undefined;
  stays: HotelStay[];
  travel: EventRow[];
}

export function useDayProviders(day: TourDayRow): DayProviders | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => {
    if (!db) return undefined;
    const tables = [db.events, db.eventProviders, db.roomMembers, db.accommodationRooms];
    return db.transaction('r', tables, async () => {
      const providers = await db.eventProviders.where('tourId').equals(day.tourId).toArray();
      const byId = new Map(providers.map((p) => [p.providerId, p]));
      const events = (await db.events.where('tourDayId').equals(day.id).toArray()).sort((a, b) =>
        a.startAt.localeCompare(b.startAt),
      );
      const stays: HotelStay[] = [];
      for (const event of events.filter((e) => e.type === 'HOTEL_STAY')) {
        const place = await db.roomMembers.where('[eventId+userId]').equals([event.id, db.userId]).first();
        stays.push({
          event,
          hotel: event.providerId ? byId.get(event.providerId) : undefined,
          myRoom: place ? await db.accommodationRooms.get(place.roomId) : undefined,
        });
      }
      return {
        venue: day.venueProviderId ? byId.get(day.venueProviderId) : undefined,
        stays,
        travel: events.filter((event) => event.type === 'TRAVEL'),
      };
    });
  }, [db, day.id, day.tourId, day.venueProviderId]);
}
