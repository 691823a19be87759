/** Change readers of hotel-stay rooms and the people in them: hidden like the event they belong to. */
import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { accommodationRoomMembers, accommodationRooms } from '../db/schema/index';
import { toRoom } from '../modules/accommodation/rooms.service';
import { type ChangeRow, op, type Range, versionFilter } from './change-range';

export async function roomChanges(db: Queryable, r: Range): Promise<ChangeRow[]> {
  const q = db
    .select()
    .from(accommodationRooms)
    .where(and(eq(accommodationRooms.tourId, r.tourId), versionFilter(accommodationRooms.version, r)))
    .orderBy(asc(accommodationRooms.version));
  const rows = await (r.limit ? q.limit(r.limit) : q);
  return rows.map((row) => ({
    entity: 'accommodationRoom',
    id: row.id,
    op: op(row.deletedAt),
    version: row.version,
    eventId: row.eventId,
    data: row.deletedAt ? null : toRoom(row),
  }));
}

export async function roomMemberChanges(db: Queryable, r: Range): Promise<ChangeRow[]> {
  const q = db
    .select()
    .from(accommodationRoomMembers)
    .where(
      and(eq(accommodationRoomMembers.tourId, r.tourId), versionFilter(accommodationRoomMembers.version, r)),
    )
    .orderBy(asc(accommodationRoomMembers.version));
  const rows = await (r.limit ? q.limit(r.limit) : q);
  return rows.map((row) => ({
    entity: 'roomMember',
    id: row.id,
    op: op(row.deletedAt),
    version: row.version,
    eventId: row.eventId,
    data: row.deletedAt
      ? null
      : { id: row.id, tourId: row.tourId, eventId: row.eventId, roomId: row.roomId, userId: row.userId },
  }));
}
