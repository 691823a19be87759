/**
 * Local effects of the hotel-room writes (see local-effects.ts): each person's place is its own
 * row, so a move changes that one row and another device's changes to the same room stay intact.
 */
import type { MutationArgs } from '#contract/sync-mutations';
import type { RoadieDb } from './db';

type EffectResult = Promise<string | null>;

export async function roomCreate(db: RoadieDb, args: MutationArgs<'room.create'>): EffectResult {
  const event = await db.events.get(args.eventId);
  const { id, name, roomType, notes, checkIn, checkOut } = args.room;
  if (!event || !id) return null;
  await db.accommodationRooms.put({
    id,
    tourId: event.tourId,
    eventId: event.id,
    name,
    roomType: roomType ?? null,
    notes: notes ?? null,
    checkIn: checkIn ?? null,
    checkOut: checkOut ?? null,
  });
  return event.tourId;
}

export async function roomUpdate(db: RoadieDb, args: MutationArgs<'room.update'>): EffectResult {
  const room = await db.accommodationRooms.get(args.id);
  if (!room) return null;
  const next = { ...room };
  for (const [key, value] of Object.entries(args.changes)) {
    if (value !== undefined) Object.assign(next, { [key]: value });
  }
  await db.accommodationRooms.put(next);
  return room.tourId;
}

export async function roomDelete(db: RoadieDb, args: MutationArgs<'room.delete'>): EffectResult {
  const room = await db.accommodationRooms.get(args.id);
  if (!room) return null;
  await db.accommodationRooms.delete(room.id);
  await db.roomMembers.where('roomId').equals(room.id).delete();
  return room.tourId;
}

/** Someone already in another room of the stay stays there: the server will refuse the add too. */
export async function roomAddMember(db: RoadieDb, args: MutationArgs<'room.addMember'>): EffectResult {
  const room = await db.accommodationRooms.get(args.roomId);
  if (!room) return null;
  const placed = await db.roomMembers
    .where('[eventId+userId]')
    .equals([room.eventId, args.member.userId])
    .first();
  if (!placed) {
    await db.roomMembers.put({
      id: args.member.id,
      tourId: room.tourId,
      eventId: room.eventId,
      roomId: room.id,
      userId: args.member.userId,
    });
  }
  return room.tourId;
}

export async function roomMoveMember(db: RoadieDb, args: MutationArgs<'room.moveMember'>): EffectResult {
  const member = await db.roomMembers.get(args.id);
  const target = await db.accommodationRooms.get(args.roomId);
  if (!member || !target) return null;
  if (target.eventId === member.eventId) await db.roomMembers.put({ ...member, roomId: target.id });
  return member.tourId;
}

export async function roomRemoveMember(db: RoadieDb, args: MutationArgs<'room.removeMember'>): EffectResult {
  const member = await db.roomMembers.get(args.id);
  if (!member) return null;
  await db.roomMembers.delete(member.id);
  return member.tourId;
}
