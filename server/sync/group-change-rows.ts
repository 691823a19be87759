/** Change readers of groups, their members and groups on events (see change-rows.ts). */
import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { eventPersonnelGroups, groupMembers, groups } from '../db/schema/index';
import { type ChangeRow, op, type Range, versionFilter } from './change-range';

export async function groupChanges(db: Queryable, r: Range): Promise<ChangeRow[]> {
  const q = db
    .select()
    .from(groups)
    .where(and(eq(groups.tourId, r.tourId), versionFilter(groups.version, r)))
    .orderBy(asc(groups.version));
  const rows = await (r.limit ? q.limit(r.limit) : q);
  return rows.map((row) => ({
    entity: 'group',
    id: row.id,
    op: op(row.deletedAt),
    version: row.version,
    data: row.deletedAt ? null : { id: row.id, tourId: row.tourId, name: row.name },
  }));
}

export async function groupMemberChanges(db: Queryable, r: Range): Promise<ChangeRow[]> {
  const q = db
    .select()
    .from(groupMembers)
    .where(and(eq(groupMembers.tourId, r.tourId), versionFilter(groupMembers.version, r)))
    .orderBy(asc(groupMembers.version));
  const rows = await (r.limit ? q.limit(r.limit) : q);
  return rows.map((row) => ({
    entity: 'groupMember',
    id: row.id,
    op: op(row.deletedAt),
    version: row.version,
    data: row.deletedAt ? null : { id: row.id, tourId: row.tourId, groupId: row.groupId, userId: row.userId },
  }));
}

/** Groups on events: hidden like the event they belong to (`eventId`). */
export async function eventGroupChanges(db: Queryable, r: Range): Promise<ChangeRow[]> {
  const q = db
    .select()
    .from(eventPersonnelGroups)
    .where(and(eq(eventPersonnelGroups.tourId, r.tourId), versionFilter(eventPersonnelGroups.version, r)))
    .orderBy(asc(eventPersonnelGroups.version));
  const rows = await (r.limit ? q.limit(r.limit) : q);
  return rows.map((row) => ({
    entity: 'eventGroup',
    id: row.id,
    op: op(row.deletedAt),
    version: row.version,
    eventId: row.eventId,
    data: row.deletedAt
      ? null
      : { id: row.id, tourId: row.tourId, eventId: row.eventId, groupId: row.groupId },
  }));
}
