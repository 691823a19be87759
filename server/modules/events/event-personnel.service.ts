import { and, eq, inArray, isNull } from 'drizzle-orm';
import { MESSAGES } from '#contract/messages';
import type { Queryable } from '../../db/client';
import { eventPersonnel, tourPersonnel } from '../../db/schema/index';
import { AppError } from '../../http/errors';
import { tombstone } from '../../sync/versioning';

export const NO_SUCH_PERSONNEL = MESSAGES.noUsersToSelect;

/** Only people active on the tour can be assigned to its events (or, with `field`/`message`, its groups). */
export async function requireTourMembers(
  db: Queryable,
  tourId: string,
  userIds: readonly string[],
  field = 'personnelUserIds',
  message: string = NO_SUCH_PERSONNEL,
) {
  if (userIds.length === 0) return;
  const rows = await db
    .select({ userId: tourPersonnel.userId })
    .from(tourPersonnel)
    .where(
      and(
        eq(tourPersonnel.tourId, tourId),
        inArray(tourPersonnel.userId, [...userIds]),
        eq(tourPersonnel.status, 'ACTIVE'),
        isNull(tourPersonnel.deletedAt),
      ),
    );
  const found = new Set(rows.map((row) => row.userId));
  if (userIds.some((id) => !found.has(id))) {
    throw new AppError(400, 'validation_failed', message, { [field]: message });
  }
}

export async function assignedUserIds(
  db: Queryable,
  eventIds: readonly string[],
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (eventIds.length === 0) return out;
  const rows = await db
    .select({ eventId: eventPersonnel.eventId, userId: eventPersonnel.userId })
    .from(eventPersonnel)
    .where(and(inArray(eventPersonnel.eventId, [...eventIds]), isNull(eventPersonnel.deletedAt)));
  for (const row of rows) out.set(row.eventId, [...(out.get(row.eventId) ?? []), row.userId]);
  return out;
}

/**
 * Makes the event's live assignments exactly `userIds` (`replace`), or adds them to what is there:
 * one row per person, removed ones tombstoned. Returns whether anything changed.
 */
export async function setAssignments(
  db: Queryable,
  event: { id: string; tourId: string },
  userIds: readonly string[],
  version: number,
  now: Date,
  mode: 'replace' | 'add' = 'replace',
): Promise<boolean> {
  const current = (await assignedUserIds(db, [event.id])).get(event.id) ?? [];
  const removed = mode === 'replace' ? current.filter((id) => !userIds.includes(id)) : [];
  const added = [...new Set(userIds)].filter((id) => !current.includes(id));
  if (removed.length > 0) {
    await tombstone(
      db,
      eventPersonnel,
      and(
        eq(eventPersonnel.eventId, event.id),
        inArray(eventPersonnel.userId, removed),
        isNull(eventPersonnel.deletedAt),
      ),
      version,
      now,
    );
  }
  if (added.length > 0) {
    await db
      .insert(eventPersonnel)
      .values(
        added.map((userId) => ({
          eventId: event.id,
          tourId: event.tourId,
          userId,
          version,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoNothing();
  }
  return removed.length + added.length > 0;
}
