/**
 * The demo tour's production tracker: a row for every show, made through the same service as the
 * API, so the grid opens filled. The first shows are advanced with their rider sent; the last one
 * is still being chased (not advanced, no rider), so the grid's two filters have something to show.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { TrackerChanges } from '#contract/production-trackers';
import type { Tx } from '../db/client';
import { events } from '../db/schema/index';
import type { AuthUser } from '../http/context';
import { createTracker } from '../modules/production-trackers/production-trackers.service';

const ADVANCED: TrackerChanges = {
  loadIn: '09:00',
  soundcheck: '16:30',
  changeOver: '20:15',
  setTime: '21:00',
  hardCurfew: '23:00',
  stageContacts: 'Sam Reyes (stage manager) +49 30 1234 5678',
  stageSize: '14 × 10 m',
  power: '3-phase 63 A stage left',
  monitors: '8 wedges, 2 IEM mixes',
  riggers: 2,
  forks: 1,
  loaders: 6,
  hands: 8,
  advanced: true,
  riderSent: true,
};

const CHASING: TrackerChanges = { loadIn: '10:00', stageSize: '12 × 8 m', loaders: 4, hands: 6 };

export async function seedDemoProduction(tx: Tx, manager: AuthUser, tourId: string, now: Date) {
  const shows = await tx
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.tourId, tourId), eq(events.type, 'SHOW'), isNull(events.deletedAt)))
    .orderBy(asc(events.startAt));
  for (const [index, show] of shows.entries()) {
    const fields = index === shows.length - 1 && shows.length > 1 ? CHASING : ADVANCED;
    await createTracker(tx, manager, { eventId: show.id, ...fields }, now);
  }
}
