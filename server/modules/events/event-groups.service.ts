import { and, eq, inArray, isNull } from 'drizzle-orm';
import { NO_SUCH_GROUP } from '#contract/event-personnel';
import type { Queryable } from '../../db/client';
import { eventGroups, groups } from '../../db/schema/index';
import { AppError } from '../../http/errors';
import { tombstone } from '../../sync/versioning';
import { assignedGroupIds } from './event-audience';

/** Only live groups of the event's own tour can be assigned (another tour's id reads as unknown). */
export async function requireTourGroups(db: Queryable, tourId: string, groupIds: readonly string[]) {
  if (groupIds.length === 0) return;
  const rows = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.tourId, tourId), inArray(groups.id, [...groupIds]), isNull(groups.deletedAt)));
  const found = new Set(rows.map((row) => row.id));
  if (groupIds.some((id) => !found.has(id))) {
    throw new AppError(400, 'validation_failed', NO_SUCH_GROUP, { personnelGroupIds: NO_SUCH_GROUP });
  }
}

/**
 * Makes the event's live group assignments `groupIds` (`replace`), or adds them to what is there.
 * One row per group; removed ones are tombstoned. Returns whether anything changed.
 */
export async function setGroupAssignments(
  db: Queryable,
  event: { id: string; tourId: string },
  groupIds: readonly string[],
  version: number,
  now: Date,
  mode: 'replace' | 'add' = 'replace',
): Promise<boolean> {
  const current = (await assignedGroupIds(db, [event.id])).get(event.id) ?? [];
  const removed = mode === 'replace' ? current.filter((id) => !groupIds.includes(id)) : [];
  const added = [...new Set(groupIds)].filter((id) => !current.includes(id));
  if (removed.length > 0) {
    await tombstone(
      db,
      eventGroups,
      and(
        eq(eventGroups.eventId, event.id),
        inArray(eventGroups.groupId, removed),
        isNull(eventGroups.deletedAt),
      ),
      version,
      now,
    );
  }
  if (added.length > 0) {
    await db
      .insert(eventGroups)
      .values(
        added.map((groupId) => ({
          eventId: event.id,
          tourId: event.tourId,
          groupId,
          version,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoNothing();
  }
  return removed.length + added.length > 0;
}
