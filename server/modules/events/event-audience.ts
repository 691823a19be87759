/**
 * Who an "assigned only" event reaches: the people assigned directly and the members of the
 * groups assigned to it. Owns the rule that whenever that audience changes, the event and every
 * row hanging off it are re-stamped, so each affected device's next pull re-decides them (adds
 * the event for whoever gained it, sends it as a tombstone to whoever lost it) without a reset.
 */
import { and, eq, inArray, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  accommodationRooms,
  eventGroups,
  eventPersonnel,
  events,
  groupMembers,
  productionTrackers,
  roomMembers,
} from '../../db/schema/index';

/** Live group assignments per event. */
export async function assignedGroupIds(
  db: Queryable,
  eventIds: readonly string[],
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (eventIds.length === 0) return out;
  const rows = await db
    .select({ eventId: eventGroups.eventId, groupId: eventGroups.groupId })
    .from(eventGroups)
    .where(and(inArray(eventGroups.eventId, [...eventIds]), isNull(eventGroups.deletedAt)));
  for (const row of rows) out.set(row.eventId, [...(out.get(row.eventId) ?? []), row.groupId]);
  return out;
}

/** Everyone each event reaches: direct assignees plus members of its groups (live rows only). */
export async function eventAudience(
  db: Queryable,
  eventIds: readonly string[],
): Promise<Map<string, Set<string>>> {
  const out = new Map<string, Set<string>>();
  if (eventIds.length === 0) return out;
  const add = (eventId: string, userId: string) =>
    out.set(eventId, (out.get(eventId) ?? new Set()).add(userId));
  const direct = await db
    .select({ eventId: eventPersonnel.eventId, userId: eventPersonnel.userId })
    .from(eventPersonnel)
    .where(and(inArray(eventPersonnel.eventId, [...eventIds]), isNull(eventPersonnel.deletedAt)));
  const viaGroups = await db
    .select({ eventId: eventGroups.eventId, userId: groupMembers.userId })
    .from(eventGroups)
    .innerJoin(
      groupMembers,
      and(eq(groupMembers.groupId, eventGroups.groupId), isNull(groupMembers.deletedAt)),
    )
    .where(and(inArray(eventGroups.eventId, [...eventIds]), isNull(eventGroups.deletedAt)));
  for (const row of [...direct, ...viaGroups]) add(row.eventId, row.userId);
  return out;
}

/** SQL: the user is in a live group assigned to the event `eventIdColumn` names. */
export function inAssignedGroup(eventIdColumn: SQL, userId: string | Placeholder): SQL {
  return sql`exists (select 1 from ${eventGroups} epg join ${groupMembers} gm on gm.group_id = epg.group_id and gm.deleted_at is null where epg.event_id = ${eventIdColumn} and epg.deleted_at is null and gm.user_id = ${userId})`;
}

/** Re-stamps the events and all their assignment rows (tombstones too) with `version`. */
export async function restampEvents(db: Queryable, eventIds: readonly string[], version: number, now: Date) {
  if (eventIds.length === 0) return;
  const ids = [...eventIds];
  await db.update(events).set({ version, updatedAt: now }).where(inArray(events.id, ids));
  await db
    .update(eventPersonnel)
    .set({ version, updatedAt: now })
    .where(inArray(eventPersonnel.eventId, ids));
  await db.update(eventGroups).set({ version, updatedAt: now }).where(inArray(eventGroups.eventId, ids));
  // A hotel stay's rooms hang off it too: whoever gains the stay must get its rooming list.
  await db
    .update(accommodationRooms)
    .set({ version, updatedAt: now })
    .where(inArray(accommodationRooms.eventId, ids));
  await db.update(roomMembers).set({ version, updatedAt: now }).where(inArray(roomMembers.eventId, ids));
  // A show's production tracker row too: whoever gains the show must get its row.
  await db
    .update(productionTrackers)
    .set({ version, updatedAt: now })
    .where(inArray(productionTrackers.eventId, ids));
}

/** Live "assigned only" events a group is on: whose audience a change of that group's members changes. */
export async function assignedOnlyEventsOfGroups(db: Queryable, groupIds: readonly string[]) {
  if (groupIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: events.id })
    .from(eventGroups)
    .innerJoin(events, eq(events.id, eventGroups.eventId))
    .where(
      and(
        inArray(eventGroups.groupId, [...groupIds]),
        isNull(eventGroups.deletedAt),
        eq(events.visibility, 'ASSIGNED_ONLY'),
        isNull(events.deletedAt),
      ),
    );
  return rows.map((row) => row.id);
}
