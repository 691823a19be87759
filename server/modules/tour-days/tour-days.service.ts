import { and, asc, eq, isNull } from 'drizzle-orm';
import { PROVIDER_MESSAGES } from '#contract/event-providers';
import type { DayTag, SaveTourDay, TourDay } from '#contract/tour-days';
import type { Queryable } from '../../db/client';
import { tourDays } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { AppError, notFound, validationFailed } from '../../http/errors';
import { nextTourVersion } from '../../sync/versioning';
import { requireProviderOfWorkspace } from '../event-providers/event-providers.service';
import { addProviderToTour, placeOf } from '../event-providers/tour-providers.service';
import { assertManager, requireTourAccess, requireTourManager } from '../tours/tour-access';
import { findDayWithAccess } from './day-access';
import { type DayPlace, setDayPlace } from './day-place';

export type TourDayRow = typeof tourDays.$inferSelect;

export const toTourDay = (row: TourDayRow): TourDay => ({
  id: row.id,
  tourId: row.tourId,
  date: row.date,
  timeZone: row.timeZone,
  city: row.city,
  country: row.country,
  venue: row.venue,
  placeId: row.placeId,
  latitude: row.latitude,
  longitude: row.longitude,
  tag: row.tag,
  venueProviderId: row.venueProviderId,
  version: row.version,
});

export async function listTourDays(db: Queryable, actor: AuthUser, tourId: string): Promise<TourDay[]> {
  await requireTourAccess(db, actor, tourId);
  const rows = await db
    .select()
    .from(tourDays)
    .where(and(eq(tourDays.tourId, tourId), isNull(tourDays.deletedAt)))
    .orderBy(asc(tourDays.date));
  return rows.map(toTourDay);
}

/** A live day the user can see, with their role on its tour; 404 for anything else (one query: day-access). */
export async function requireDay(db: Queryable, actor: AuthUser, dayId: string, { manage = false } = {}) {
  const row = await findDayWithAccess(db, actor.id, dayId);
  if (!row?.role) throw notFound();
  const found = { day: row.day, tour: row.tour, role: row.role };
  return manage ? assertManager(found) : found;
}

/**
 * The place a save gives the day: the venue provider's (which must be of the tour's workspace and
 * have a city and time zone), or the typed one (which unlinks any provider), or none.
 */
async function placeToSave(
  db: Queryable,
  tour: { id: string; workspaceId: string },
  input: SaveTourDay,
  version: number,
  now: Date,
): Promise<(DayPlace & { venueProviderId: string | null }) | null> {
  if (input.venueProviderId) {
    const provider = await requireProviderOfWorkspace(db, tour.workspaceId, input.venueProviderId);
    const place = placeOf(provider);
    if (!place) throw validationFailed({ venueProviderId: PROVIDER_MESSAGES.needsPlace });
    await addProviderToTour(db, tour.id, provider.id, version, now);
    return { ...place, venueProviderId: provider.id };
  }
  if (!input.place) return null;
  const { city, country, venue, placeId, timeZone, latitude, longitude } = input.place;
  return { city, country, venue, placeId, timeZone, latitude, longitude, venueProviderId: null };
}

/** Adds a day, or sets the place of the day on that date (assign venues). Events follow the day's zone. */
export async function saveTourDay(
  db: Queryable,
  actor: AuthUser,
  tourId: string,
  input: SaveTourDay,
  now: Date,
): Promise<TourDay> {
  const { tour } = await requireTourManager(db, actor, tourId);
  if (input.date < tour.startDate || input.date > tour.endDate) {
    throw new AppError(400, 'validation_failed', 'The date is outside the tour', {
      date: 'The date is outside the tour',
    });
  }
  const version = await nextTourVersion(db, tourId, now);
  const place = await placeToSave(db, tour, input, version, now);
  const [existing] = await db
    .select()
    .from(tourDays)
    .where(and(eq(tourDays.tourId, tourId), eq(tourDays.date, input.date), isNull(tourDays.deletedAt)));
  if (existing) {
    if (place) return toTourDay(await setDayPlace(db, existing, place, version, now));
    const unlink = input.venueProviderId === null ? { venueProviderId: null } : {};
    const [row] = await db
      .update(tourDays)
      .set({ ...unlink, version, updatedAt: now })
      .where(eq(tourDays.id, existing.id))
      .returning();
    return toTourDay(row ?? existing);
  }
  const [row] = await db
    .insert(tourDays)
    .values({
      id: input.id,
      tourId,
      date: input.date,
      timeZone: 'UTC',
      ...place,
      version,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('day insert returned nothing');
  return toTourDay(row);
}

export async function setDayTag(
  db: Queryable,
  actor: AuthUser,
  dayId: string,
  tag: DayTag | null,
  now: Date,
): Promise<TourDay> {
  const { day } = await requireDay(db, actor, dayId, { manage: true });
  const version = await nextTourVersion(db, day.tourId, now);
  const [row] = await db
    .update(tourDays)
    .set({ tag, version, updatedAt: now })
    .where(eq(tourDays.id, dayId))
    .returning();
  return toTourDay(row ?? day);
}

/** A day tag must be chosen before adding an event or notes. */
export function requireTagged(day: TourDayRow) {
  if (!day.tag) {
    throw new AppError(400, 'validation_failed', 'A day tag must be chosen before adding an event or notes', {
      tag: 'A day tag must be chosen before adding an event or notes',
    });
  }
}
