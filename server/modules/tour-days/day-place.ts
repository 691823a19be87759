/**
 * A day's place (venue, city, time zone…), written in one way whether it comes from the assign-
 * venues form or from a venue provider: the day's events follow its time zone in the same version.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { events, tourDays } from '../../db/schema/index';

type TourDayRow = typeof tourDays.$inferSelect;

export interface DayPlace {
  venue: string | null;
  city: string;
  country: string | null;
  placeId: string | null;
  timeZone: string;
  latitude: number | null;
  longitude: number | null;
}

export async function setDayPlace(
  db: Queryable,
  day: TourDayRow,
  place: DayPlace & { venueProviderId?: string | null },
  version: number,
  now: Date,
): Promise<TourDayRow> {
  const [row] = await db
    .update(tourDays)
    .set({ ...place, version, updatedAt: now })
    .where(eq(tourDays.id, day.id))
    .returning();
  if (place.timeZone !== day.timeZone) {
    await db
      .update(events)
      .set({ timeZone: place.timeZone, version, updatedAt: now })
      .where(and(eq(events.tourDayId, day.id), isNull(events.deletedAt)));
  }
  return row ?? day;
}
