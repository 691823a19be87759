/**
 * People in rooms, one row each: two managers placing different people in one room both keep
 * theirs. A person has one room per hotel stay, so moving them changes their row's room.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { type AddRoomMember, ROOM_MESSAGES } from '#contract/accommodation';
import type { Queryable } from '../../db/client';
import { roomMembers } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { notFound, validationFailed } from '../../http/errors';
import { nextTourVersion, tombstone } from '../../sync/versioning';
import { requireTourMembers } from '../events/event-personnel.service';
import { getRoom, requireRoom } from './rooms.service';

async function liveMember(db: Queryable, id: string) {
  const [row] = await db
    .select()
    .from(roomMembers)
    .where(and(eq(roomMembers.id, id), isNull(roomMembers.deletedAt)));
  return row;
}

/** Someone already in this room stays as they are; someone in another room of the stay is moved by PATCH. */
export async function addRoomMember(
  db: Queryable,
  actor: AuthUser,
  roomId: string,
  input: AddRoomMember,
  now: Date,
) {
  const { room } = await requireRoom(db, actor, roomId, true);
  await requireTourMembers(db, room.tourId, [input.userId], 'userId', ROOM_MESSAGES.notPersonnel);
  const [placed] = await db
    .select()
    .from(roomMembers)
    .where(
      and(
        eq(roomMembers.eventId, room.eventId),
        eq(roomMembers.userId, input.userId),
        isNull(roomMembers.deletedAt),
      ),
    );
  if (placed && placed.roomId !== roomId) throw validationFailed({ userId: ROOM_MESSAGES.alreadyRoomed });
  if (!placed) {
    if (input.id && (await db.select().from(roomMembers).where(eq(roomMembers.id, input.id))).length)
      throw notFound();
    const version = await nextTourVersion(db, room.tourId, now);
    await db.insert(roomMembers).values({
      id: input.id,
      roomId,
      eventId: room.eventId,
      tourId: room.tourId,
      userId: input.userId,
      version,
      createdAt: now,
      updatedAt: now,
    });
  }
  return getRoom(db, actor, roomId);
}

/** `fromRoomId` (REST's path) must be the member's current room; the sync mutation names only the member. */
export async function moveRoomMember(
  db: Queryable,
  actor: AuthUser,
  memberId: string,
  targetRoomId: string,
  now: Date,
  fromRoomId?: string,
) {
  const member = await liveMember(db, memberId);
  if (!member || (fromRoomId && member.roomId !== fromRoomId)) throw notFound();
  await requireRoom(db, actor, member.roomId, true);
  const { room: target } = await requireRoom(db, actor, targetRoomId, true);
  if (target.eventId !== member.eventId) throw validationFailed({ roomId: ROOM_MESSAGES.otherStay });
  if (target.id !== member.roomId) {
    const version = await nextTourVersion(db, target.tourId, now);
    await db
      .update(roomMembers)
      .set({ roomId: target.id, version, updatedAt: now })
      .where(eq(roomMembers.id, memberId));
  }
  return getRoom(db, actor, target.id);
}

export async function removeRoomMember(
  db: Queryable,
  actor: AuthUser,
  memberId: string,
  now: Date,
  fromRoomId?: string,
) {
  const member = await liveMember(db, memberId);
  if (!member || (fromRoomId && member.roomId !== fromRoomId)) throw notFound();
  const { room } = await requireRoom(db, actor, member.roomId, true);
  const version = await nextTourVersion(db, room.tourId, now);
  await tombstone(db, roomMembers, eq(roomMembers.id, memberId), version, now);
}

/** Someone taken off the tour leaves its rooms in the same write (stamped with its `version`). */
export async function leaveTourRooms(
  db: Queryable,
  tourId: string,
  userId: string,
  version: number,
  now: Date,
) {
  await tombstone(
    db,
    roomMembers,
    and(eq(roomMembers.tourId, tourId), eq(roomMembers.userId, userId), isNull(roomMembers.deletedAt)),
    version,
    now,
  );
}
