/**
 * Rooms of a hotel stay. Managers write; whoever may see the hotel stay reads its rooms
 * (an "assigned only" stay hides its rooms too). Another tenant's room or event is "not found".
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import {
  type AccommodationRoom,
  type CreateRoom,
  ROOM_MESSAGES,
  type RoomMemberDetail,
  type RoomWithMembers,
  type UpdateRoom,
} from '#contract/accommodation';
import type { Queryable } from '../../db/client';
import { accommodationRooms, roomMembers, users } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { notFound, validationFailed } from '../../http/errors';
import { tombstoneChildren } from '../../sync/cascade';
import { nextTourVersion, tombstone } from '../../sync/versioning';
import { findEvent } from '../events/events.service';
import { requireTourManager } from '../tours/tour-access';

type RoomRow = typeof accommodationRooms.$inferSelect;

export const toRoom = (row: RoomRow): AccommodationRoom => ({
  id: row.id,
  tourId: row.tourId,
  eventId: row.eventId,
  name: row.name,
  roomType: row.roomType,
  notes: row.notes,
  checkIn: row.checkIn,
  checkOut: row.checkOut,
});

/** The live hotel stay if the actor may see it; with `manage`, only for the tour's managers (403). */
export async function requireHotelStay(db: Queryable, actor: AuthUser, eventId: string, manage: boolean) {
  const { row } = await findEvent(db, actor, eventId);
  if (row.deletedAt) throw notFound();
  if (manage) await requireTourManager(db, actor, row.tourId);
  if (row.type !== 'HOTEL_STAY')
    throw validationFailed({ eventId: ROOM_MESSAGES.notHotelStay }, ROOM_MESSAGES.notHotelStay);
  return row;
}

export async function requireRoom(db: Queryable, actor: AuthUser, id: string, manage: boolean) {
  const [room] = await db
    .select()
    .from(accommodationRooms)
    .where(and(eq(accommodationRooms.id, id), isNull(accommodationRooms.deletedAt)));
  if (!room) throw notFound();
  const event = await requireHotelStay(db, actor, room.eventId, manage);
  return { room, event };
}

async function withMembers(db: Queryable, rows: readonly RoomRow[]): Promise<RoomWithMembers[]> {
  const byRoom = new Map<string, RoomMemberDetail[]>();
  if (rows.length > 0) {
    const found = await db
      .select({
        member: roomMembers,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(roomMembers)
      .innerJoin(users, eq(users.id, roomMembers.userId))
      .where(
        and(
          inArray(
            roomMembers.roomId,
            rows.map((row) => row.id),
          ),
          isNull(roomMembers.deletedAt),
        ),
      )
      .orderBy(asc(users.firstName), asc(users.lastName));
    for (const { member, ...person } of found) {
      const { id, tourId, eventId, roomId, userId } = member;
      byRoom.set(roomId, [...(byRoom.get(roomId) ?? []), { id, tourId, eventId, roomId, userId, ...person }]);
    }
  }
  return rows.map((row) => ({ ...toRoom(row), members: byRoom.get(row.id) ?? [] }));
}

export async function listRooms(db: Queryable, actor: AuthUser, eventId: string) {
  await requireHotelStay(db, actor, eventId, false);
  const rows = await db
    .select()
    .from(accommodationRooms)
    .where(and(eq(accommodationRooms.eventId, eventId), isNull(accommodationRooms.deletedAt)))
    .orderBy(asc(accommodationRooms.name));
  return withMembers(db, rows);
}

export async function getRoom(db: Queryable, actor: AuthUser, id: string): Promise<RoomWithMembers> {
  const { room } = await requireRoom(db, actor, id, false);
  const [found] = await withMembers(db, [room]);
  if (!found) throw notFound();
  return found;
}

/** A replay with the same client-made id answers the room it already made. */
export async function createRoom(
  db: Queryable,
  actor: AuthUser,
  eventId: string,
  input: CreateRoom,
  now: Date,
) {
  const event = await requireHotelStay(db, actor, eventId, true);
  if (input.id) {
    const [existing] = await db.select().from(accommodationRooms).where(eq(accommodationRooms.id, input.id));
    if (existing && existing.eventId === eventId && !existing.deletedAt)
      return getRoom(db, actor, existing.id);
    if (existing) throw notFound();
  }
  const version = await nextTourVersion(db, event.tourId, now);
  const [row] = await db
    .insert(accommodationRooms)
    .values({
      id: input.id,
      tourId: event.tourId,
      eventId,
      name: input.name,
      roomType: input.roomType ?? null,
      notes: input.notes ?? null,
      checkIn: input.checkIn ?? null,
      checkOut: input.checkOut ?? null,
      version,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('room insert returned nothing');
  return { ...toRoom(row), members: [] };
}

export async function updateRoom(db: Queryable, actor: AuthUser, id: string, changes: UpdateRoom, now: Date) {
  const { room } = await requireRoom(db, actor, id, true);
  const checkIn = changes.checkIn === undefined ? room.checkIn : changes.checkIn;
  const checkOut = changes.checkOut === undefined ? room.checkOut : changes.checkOut;
  if (checkIn && checkOut && checkOut < checkIn) throw validationFailed({ checkOut: ROOM_MESSAGES.checkOut });
  const version = await nextTourVersion(db, room.tourId, now);
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  await db
    .update(accommodationRooms)
    .set({ ...set, version, updatedAt: now })
    .where(eq(accommodationRooms.id, id));
  return getRoom(db, actor, id);
}

/** Tombstones the room and its people's places in it (they become unassigned). */
export async function deleteRoom(db: Queryable, actor: AuthUser, id: string, now: Date) {
  const { room } = await requireRoom(db, actor, id, true);
  const version = await nextTourVersion(db, room.tourId, now);
  await tombstone(db, accommodationRooms, eq(accommodationRooms.id, id), version, now);
  await tombstoneChildren(db, 'accommodationRoom', [id], version, now);
}
