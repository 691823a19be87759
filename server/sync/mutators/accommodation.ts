/** Rooms of a hotel stay: each person's place is its own row (a move changes only that row). */
import {
  addRoomMember,
  moveRoomMember,
  removeRoomMember,
} from '../../modules/accommodation/room-members.service';
import { createRoom, deleteRoom, updateRoom } from '../../modules/accommodation/rooms.service';
import type { MutatorsOf } from './mutator';

export const ACCOMMODATION_MUTATORS: MutatorsOf<'room'> = {
  'room.create': { run: (db, actor, args, now) => createRoom(db, actor, args.eventId, args.room, now) },
  'room.update': { run: (db, actor, args, now) => updateRoom(db, actor, args.id, args.changes, now) },
  'room.delete': { run: (db, actor, args, now) => deleteRoom(db, actor, args.id, now) },
  'room.addMember': {
    run: (db, actor, args, now) => addRoomMember(db, actor, args.roomId, args.member, now),
  },
  'room.moveMember': { run: (db, actor, args, now) => moveRoomMember(db, actor, args.id, args.roomId, now) },
  'room.removeMember': { run: (db, actor, args, now) => removeRoomMember(db, actor, args.id, now) },
};
