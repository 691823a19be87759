/**
 * Sync mutation name → the SAME service function its REST route calls, so REST and sync can never
 * disagree. Conflict handlers keep the user's losing version visibly (docs/offline-client.md).
 */

import { eq } from 'drizzle-orm';
import type { MutationArgs, MutationName } from '#contract/sync-mutations';
import type { Queryable } from '../db/client';
import { notes } from '../db/schema/index';
import type { AuthUser } from '../http/context';
import {
  addRoomMember,
  moveRoomMember,
  removeRoomMember,
} from '../modules/accommodation/room-members.service';
import { createRoom, deleteRoom, updateRoom } from '../modules/accommodation/rooms.service';
import { createEvent, deleteEvent, updateEvent } from '../modules/events/events.service';
import { patchGuestList, submitGuestList } from '../modules/guest-lists/guest-lists.service';
import { deleteEmergencyContact, saveEmergencyContact } from '../modules/profile/emergency-contacts.service';
import { deletePassport, savePassport } from '../modules/profile/passports.service';
import { updatePersonalDetails } from '../modules/profile/personal-details.service';
import { updateTravellingDetails } from '../modules/profile/travelling-details.service';
import { createNote, deleteNote, type GuardConflict, updateNote } from '../modules/tour-days/notes.service';
import { setDayTag } from '../modules/tour-days/tour-days.service';
import { RIDER_MUTATORS } from './rider-mutators';

interface Mutator<N extends MutationName> {
  run(db: Queryable, actor: AuthUser, args: MutationArgs<N>, now: Date): Promise<unknown>;
  /** Runs after a guard conflict rolled `run` back, in the same transaction as the bookkeeping. */
  onConflict?(
    db: Queryable,
    actor: AuthUser,
    args: MutationArgs<N>,
    now: Date,
    conflict: GuardConflict,
  ): Promise<unknown>;
}

type Registry = { [N in MutationName]: Mutator<N> };

export const MUTATORS: Registry = {
  'note.create': {
    run: (db, actor, args, now) => createNote(db, actor, args.tourDayId, args.note, now),
  },
  'note.update': {
    run: (db, actor, args, now) => updateNote(db, actor, args.id, args.changes, now),
    // Both texts survive: the server's stays, the user's becomes a visible "conflicting copy".
    async onConflict(db, actor, args, now) {
      const [original] = await db
        .select({ tourDayId: notes.tourDayId })
        .from(notes)
        .where(eq(notes.id, args.id));
      if (!original) return null;
      return createNote(db, actor, original.tourDayId, { text: args.changes.text }, now, args.id);
    },
  },
  'note.delete': { run: (db, actor, args, now) => deleteNote(db, actor, args.id, now) },
  'day.setTag': { run: (db, actor, args, now) => setDayTag(db, actor, args.tourDayId, args.tag, now) },
  'event.create': { run: (db, actor, args, now) => createEvent(db, actor, args.tourDayId, args.event, now) },
  'event.update': { run: (db, actor, args, now) => updateEvent(db, actor, args.id, args.changes, now) },
  'event.delete': { run: (db, actor, args, now) => deleteEvent(db, actor, args.id, now) },
  'guestList.submit': {
    run: (db, actor, args, now) => submitGuestList(db, actor, args.eventId, args.submission, now),
  },
  'guestList.update': {
    run: (db, actor, args, now) => patchGuestList(db, actor, args.id, args.changes, now),
  },
  'guestList.setStatus': {
    run: (db, actor, args, now) => patchGuestList(db, actor, args.id, { status: args.status }, now),
  },
  // A step, not a total: two door devices checking people in offline both count.
  'guestList.checkIn': {
    run: (db, actor, args, now) => patchGuestList(db, actor, args.id, { checkIn: args.count }, now),
  },
  // The user's own profile: always the pushing user's, never anyone else's.
  'profile.updatePersonalDetails': {
    run: (db, actor, args, now) => updatePersonalDetails(db, actor, actor.id, args.changes, now),
  },
  'profile.updateTravellingDetails': {
    run: (db, actor, args, now) => updateTravellingDetails(db, actor, actor.id, args.changes, now),
  },
  'passport.save': { run: (db, actor, args, now) => savePassport(db, actor, args.passport, now) },
  'passport.delete': { run: (db, actor, args, now) => deletePassport(db, actor, args.id, now) },
  'emergencyContact.save': {
    run: (db, actor, args, now) => saveEmergencyContact(db, actor, args.contact, now),
  },
  'emergencyContact.delete': {
    run: (db, actor, args, now) => deleteEmergencyContact(db, actor, args.id, now),
  },
  'room.create': { run: (db, actor, args, now) => createRoom(db, actor, args.eventId, args.room, now) },
  'room.update': { run: (db, actor, args, now) => updateRoom(db, actor, args.id, args.changes, now) },
  'room.delete': { run: (db, actor, args, now) => deleteRoom(db, actor, args.id, now) },
  'room.addMember': {
    run: (db, actor, args, now) => addRoomMember(db, actor, args.roomId, args.member, now),
  },
  'room.moveMember': { run: (db, actor, args, now) => moveRoomMember(db, actor, args.id, args.roomId, now) },
  'room.removeMember': { run: (db, actor, args, now) => removeRoomMember(db, actor, args.id, now) },
  ...RIDER_MUTATORS,
};
