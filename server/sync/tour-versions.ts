/**
 * Every tour a user can see, with its current version: what a device compares with what it holds to
 * know which tours to pull (`GET /sync/tours`, and the live channel's first `resync`).
 */
import { inArray } from 'drizzle-orm';
import type { SyncTour } from '#contract/sync';
import type { Queryable } from '../db/client';
import { tours } from '../db/schema/index';
import { visibleTourIds } from '../modules/tours/tour-access';

export function tourVersions(db: Queryable, userId: string): Promise<SyncTour[]> {
  return db
    .select({ tourId: tours.id, version: tours.version })
    .from(tours)
    .where(inArray(tours.id, visibleTourIds(db, userId)));
}
