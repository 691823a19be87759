/**
 * How providers reach the tours' mirrors: a `tour_event_providers` row per (tour, provider) is
 * stamped with the tour's version when a day or event of the tour first points at the provider and
 * again whenever the provider changes, so the next pull of each tour carries the new copy. Tours are
 * locked in id order so two writers never wait on each other in a circle.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { type eventProviders, events, tourDays, tourEventProviders } from '../../db/schema/index';
import { nextTourVersion, tombstone } from '../../sync/versioning';
import { type DayPlace, setDayPlace } from '../tour-days/day-place';

type ProviderRow = typeof eventProviders.$inferSelect;

/** Makes the provider part of the tour's mirror in `version` (again, if it was tombstoned). */
export async function addProviderToTour(
  db: Queryable,
  tourId: string,
  providerId: string,
  version: number,
  now: Date,
) {
  await db
    .insert(tourEventProviders)
    .values({ tourId, providerId, version, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [tourEventProviders.tourId, tourEventProviders.providerId],
      set: { version, deletedAt: null, updatedAt: now },
    });
}

async function toursUsing(db: Queryable, providerId: string): Promise<string[]> {
  const rows = await db
    .select({ tourId: tourEventProviders.tourId })
    .from(tourEventProviders)
    .where(and(eq(tourEventProviders.providerId, providerId), isNull(tourEventProviders.deletedAt)))
    .orderBy(asc(tourEventProviders.tourId));
  return rows.map((row) => row.tourId);
}

/** The place a provider gives a day, or null when it has no city or time zone (never a silent UTC). */
export function placeOf(provider: ProviderRow): DayPlace | null {
  if (!provider.city || !provider.timeZone) return null;
  return {
    venue: provider.name,
    city: provider.city,
    country: provider.country,
    placeId: provider.placeId,
    timeZone: provider.timeZone,
    latitude: provider.latitude,
    longitude: provider.longitude,
  };
}

/** A changed provider goes out again to every tour using it; the days it is the venue of follow it. */
export async function restampProvider(db: Queryable, provider: ProviderRow, now: Date) {
  const place = placeOf(provider);
  for (const tourId of await toursUsing(db, provider.id)) {
    const version = await nextTourVersion(db, tourId, now);
    await addProviderToTour(db, tourId, provider.id, version, now);
    if (!place) continue;
    const days = await db
      .select()
      .from(tourDays)
      .where(
        and(
          eq(tourDays.tourId, tourId),
          eq(tourDays.venueProviderId, provider.id),
          isNull(tourDays.deletedAt),
        ),
      );
    for (const day of days) await setDayPlace(db, day, place, version, now);
  }
}

/** A deleted provider leaves every tour's mirror; days and events that pointed at it keep their text. */
export async function dropProviderFromTours(db: Queryable, providerId: string, now: Date) {
  for (const tourId of await toursUsing(db, providerId)) {
    const version = await nextTourVersion(db, tourId, now);
    await tombstone(
      db,
      tourEventProviders,
      and(eq(tourEventProviders.tourId, tourId), eq(tourEventProviders.providerId, providerId)),
      version,
      now,
    );
    await db
      .update(tourDays)
      .set({ venueProviderId: null, version, updatedAt: now })
      .where(and(eq(tourDays.tourId, tourId), eq(tourDays.venueProviderId, providerId)));
    await db
      .update(events)
      .set({ providerId: null, version, updatedAt: now })
      .where(and(eq(events.tourId, tourId), eq(events.providerId, providerId)));
  }
}
