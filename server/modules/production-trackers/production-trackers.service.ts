/**
 * The production tracker of a tour: one row per show. Managers write; whoever may see the show
 * reads its row (an "assigned only" show hides its row too). Another tenant's row or show is
 * "not found". The row's id is the one every device derives from the show's id, so a second
 * create for the same show — another manager's offline start — lands on the same row.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  BLANK_TRACKER_CELLS,
  type CreateProductionTracker,
  type ProductionTracker,
  productionTrackerIdOf,
  TRACKER_MESSAGES,
  type TrackerChanges,
} from '#contract/production-trackers';
import type { Queryable } from '../../db/client';
import { productionTrackers } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { notFound, validationFailed } from '../../http/errors';
import { nextTourVersion, tombstone } from '../../sync/versioning';
import { findEvent, listTourEvents } from '../events/events.service';
import { requireTourManager } from '../tours/tour-access';

type TrackerRow = typeof productionTrackers.$inferSelect;

export const toTracker = (row: TrackerRow): ProductionTracker => ({
  id: row.id,
  tourId: row.tourId,
  eventId: row.eventId,
  loadIn: row.loadIn,
  soundcheck: row.soundcheck,
  changeOver: row.changeOver,
  setTime: row.setTime,
  hardCurfew: row.hardCurfew,
  stageContacts: row.stageContacts,
  stageSize: row.stageSize,
  power: row.power,
  monitors: row.monitors,
  riggers: row.riggers,
  forks: row.forks,
  loaders: row.loaders,
  hands: row.hands,
  advanced: row.advanced,
  riderSent: row.riderSent,
});

/** Only the fields a write names (undefined = untouched): two managers' cells never overwrite each other. */
const named = (changes: TrackerChanges) =>
  Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));

/** The live show if the actor may see it; with `manage`, only for the tour's managers (403). */
export async function requireShow(db: Queryable, actor: AuthUser, eventId: string, manage: boolean) {
  const { row } = await findEvent(db, actor, eventId);
  if (row.deletedAt) throw notFound();
  if (manage) await requireTourManager(db, actor, row.tourId);
  if (row.type !== 'SHOW')
    throw validationFailed({ eventId: TRACKER_MESSAGES.notShow }, TRACKER_MESSAGES.notShow);
  return row;
}

async function requireTracker(db: Queryable, actor: AuthUser, id: string, manage: boolean) {
  const [row] = await db
    .select()
    .from(productionTrackers)
    .where(and(eq(productionTrackers.id, id), isNull(productionTrackers.deletedAt)));
  if (!row) throw notFound();
  await requireShow(db, actor, row.eventId, manage);
  return row;
}

/** The rows of the tour's shows the actor may see. */
export async function listTrackers(db: Queryable, actor: AuthUser, tourId: string) {
  const shows = (await listTourEvents(db, actor, tourId)).filter((event) => event.type === 'SHOW');
  if (shows.length === 0) return [];
  const rows = await db
    .select()
    .from(productionTrackers)
    .where(
      and(
        eq(productionTrackers.tourId, tourId),
        inArray(
          productionTrackers.eventId,
          shows.map((show) => show.id),
        ),
        isNull(productionTrackers.deletedAt),
      ),
    );
  return rows.map(toTracker);
}

export async function getTracker(db: Queryable, actor: AuthUser, id: string) {
  return toTracker(await requireTracker(db, actor, id, false));
}

/**
 * One row per show: when the show has one already, the sent fields are applied to it and it is
 * answered (a replay, or a second manager's offline start, keeps every cell). A deleted row of the
 * same id comes back with the sent fields only.
 */
export async function createTracker(
  db: Queryable,
  actor: AuthUser,
  input: CreateProductionTracker,
  now: Date,
): Promise<ProductionTracker> {
  const { id: givenId, eventId, ...fields } = input;
  const show = await requireShow(db, actor, eventId, true);
  const id = givenId ?? productionTrackerIdOf(eventId);
  const [live] = await db
    .select()
    .from(productionTrackers)
    .where(and(eq(productionTrackers.eventId, eventId), isNull(productionTrackers.deletedAt)));
  if (live) {
    if (Object.keys(named(fields)).length === 0) return toTracker(live);
    return updateTracker(db, actor, live.id, fields, now);
  }
  const [same] = await db.select().from(productionTrackers).where(eq(productionTrackers.id, id));
  if (same && same.eventId !== eventId) throw notFound();
  const version = await nextTourVersion(db, show.tourId, now);
  const values = {
    ...BLANK_TRACKER_CELLS,
    ...named(fields),
    id,
    tourId: show.tourId,
    eventId,
    version,
    deletedAt: null,
    updatedAt: now,
  };
  const [row] = same
    ? await db.update(productionTrackers).set(values).where(eq(productionTrackers.id, id)).returning()
    : await db
        .insert(productionTrackers)
        .values({ ...values, createdAt: now })
        .returning();
  if (!row) throw new Error('production tracker write returned nothing');
  return toTracker(row);
}

export async function updateTracker(
  db: Queryable,
  actor: AuthUser,
  id: string,
  changes: TrackerChanges,
  now: Date,
): Promise<ProductionTracker> {
  const row = await requireTracker(db, actor, id, true);
  const version = await nextTourVersion(db, row.tourId, now);
  const [updated] = await db
    .update(productionTrackers)
    .set({ ...named(changes), version, updatedAt: now })
    .where(eq(productionTrackers.id, id))
    .returning();
  if (!updated) throw notFound();
  return toTracker(updated);
}

export async function deleteTracker(db: Queryable, actor: AuthUser, id: string, now: Date) {
  const row = await requireTracker(db, actor, id, true);
  const version = await nextTourVersion(db, row.tourId, now);
  await tombstone(db, productionTrackers, eq(productionTrackers.id, id), version, now);
}
