/**
 * The writes of a hotel stay's rooms: each person's place is its own row, so a move changes that
 * one row and another device's changes to the same room stay intact.
 */
import { deleteWithChildren } from '../cascade';
import { excerpt, type MutationDeclarations, touchesId } from './declaration';
import { patchRow, removeRow } from './rows';

type RoomName =
  | 'room.create'
  | 'room.update'
  | 'room.delete'
  | 'room.addMember'
  | 'room.moveMember'
  | 'room.removeMember';

export const ROOM_WRITES = {
  'room.create': {
    async effect(db, args) {
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
    },
    touches: (args) => (args.room.id ? [args.room.id] : []),
    createdKey: 'room',
    describe: (args) => `New room: “${excerpt(args.room.name)}”`,
  },
  'room.update': {
    effect: (db, args) => patchRow(db.accommodationRooms, args.id, args.changes),
    touches: touchesId,
    describe: () => 'Room change',
  },
  'room.delete': {
    async effect(db, args) {
      const room = await db.accommodationRooms.get(args.id);
      if (!room) return null;
      await deleteWithChildren(db, 'accommodationRoom', [room.id]);
      return room.tourId;
    },
    touches: touchesId,
    describe: () => 'Deleting a room',
  },
  /** Someone already in another room of the stay stays there: the server will refuse the add too. */
  'room.addMember': {
    async effect(db, args) {
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
    },
    touches: (args) => [args.member.id],
    createdKey: 'member',
    describe: () => 'Putting someone in a room',
  },
  'room.moveMember': {
    async effect(db, args) {
      const member = await db.roomMembers.get(args.id);
      const target = await db.accommodationRooms.get(args.roomId);
      if (!member || !target) return null;
      if (target.eventId === member.eventId) await db.roomMembers.put({ ...member, roomId: target.id });
      return member.tourId;
    },
    touches: touchesId,
    describe: () => 'Moving someone to another room',
  },
  'room.removeMember': {
    effect: (db, args) => removeRow(db.roomMembers, args.id),
    touches: touchesId,
    describe: () => 'Taking someone out of a room',
  },
} satisfies MutationDeclarations<RoomName>;
