/**
 * Every offline write the client can queue, by name, with its args schema. The server runs each
 * through the same service function as the matching REST route; the client applies the same
 * change to its Dexie mirror. Adding a name here is the only way to add an offline write.
 */
import * as v from 'valibot';
import { AddRoomMemberSchema, CreateRoomSchema, UpdateRoomSchema } from './accommodation';
import { SendChatMessageSchema } from './chat';
import { UuidSchema } from './common';
import { CreateEventSchema, UpdateEventSchema } from './events';
import { GUEST_LIST_STATUSES, PatchGuestListSchema, SubmitGuestListSchema } from './guest-lists';
import { CreateProductionTrackerSchema, TrackerChangesSchema } from './production-trackers';
import { EmergencyContactInputSchema, UpdatePersonalDetailsSchema } from './profile';
import { RIDER_MUTATIONS } from './rider-mutations';
import { CreateNoteSchema, DayTagSchema, UpdateNoteSchema } from './tour-days';
import { PassportInputSchema, UpdateTravellingDetailsSchema } from './travelling-details';

/** A passport as it can be saved offline: everything but the scan (an upload needs the network). */
const [PassportInputFields] = PassportInputSchema.pipe;
export const OfflinePassportSchema = v.pipe(
  v.omit(PassportInputFields, ['scanKey']),
  v.forward(
    v.check(
      (input) => !input.issueDate || input.issueDate < input.expirationDate,
      'The expiration must be after the issue date',
    ),
    ['expirationDate'],
  ),
);

export const MUTATIONS = {
  'note.create': v.object({
    tourDayId: UuidSchema,
    note: v.object({ ...CreateNoteSchema.entries, id: UuidSchema }),
  }),
  'note.update': v.object({ id: UuidSchema, changes: UpdateNoteSchema }),
  'note.delete': v.object({ id: UuidSchema }),
  'day.setTag': v.object({ tourDayId: UuidSchema, tag: v.nullable(DayTagSchema) }),
  'event.create': v.object({ tourDayId: UuidSchema, event: CreateEventSchema }),
  'event.update': v.object({ id: UuidSchema, changes: UpdateEventSchema }),
  'event.delete': v.object({ id: UuidSchema }),
  'guestList.submit': v.object({
    eventId: UuidSchema,
    submission: v.object({ ...SubmitGuestListSchema.entries, id: UuidSchema }),
  }),
  'guestList.update': v.object({
    id: UuidSchema,
    changes: v.omit(PatchGuestListSchema, ['status', 'checkIn']),
  }),
  'guestList.setStatus': v.object({ id: UuidSchema, status: v.picklist(GUEST_LIST_STATUSES) }),
  'guestList.checkIn': v.object({ id: UuidSchema, count: PatchGuestListSchema.entries.checkIn.wrapped }),
  // The user's own profile: not part of any tour (the client queues them under its profile scope).
  'profile.updatePersonalDetails': v.object({ changes: UpdatePersonalDetailsSchema }),
  'profile.updateTravellingDetails': v.object({ changes: UpdateTravellingDetailsSchema }),
  'passport.save': v.object({ passport: OfflinePassportSchema }),
  'passport.delete': v.object({ id: UuidSchema }),
  'emergencyContact.save': v.object({ contact: EmergencyContactInputSchema }),
  'emergencyContact.delete': v.object({ id: UuidSchema }),
  // Rooms of a hotel stay: each person's place is its own row (a move changes only that row).
  'room.create': v.object({ eventId: UuidSchema, room: CreateRoomSchema }),
  'room.update': v.object({ id: UuidSchema, changes: UpdateRoomSchema }),
  'room.delete': v.object({ id: UuidSchema }),
  'room.addMember': v.object({
    roomId: UuidSchema,
    member: v.object({ ...AddRoomMemberSchema.entries, id: UuidSchema }),
  }),
  'room.moveMember': v.object({ id: UuidSchema, roomId: UuidSchema }),
  'room.removeMember': v.object({ id: UuidSchema }),
  // A show's production tracker row: an edit sends only its changed cells, so two managers' cells both stay.
  'productionTracker.create': v.object({
    eventId: UuidSchema,
    tracker: v.object({ ...v.omit(CreateProductionTrackerSchema, ['eventId']).entries, id: UuidSchema }),
  }),
  'productionTracker.update': v.object({ id: UuidSchema, changes: TrackerChangesSchema }),
  ...RIDER_MUTATIONS,
  // Conversations: a message written offline waits in the outbox and is stored once (its id).
  'chatMessage.send': v.object({
    roomId: UuidSchema,
    message: v.object({ ...SendChatMessageSchema.entries, id: UuidSchema }),
  }),
  'chatRoom.visit': v.object({
    roomId: UuidSchema,
    readUpTo: v.pipe(v.string(), v.isoTimestamp('Must be a time')),
  }),
} as const;

export type MutationName = keyof typeof MUTATIONS;
export type MutationArgs<N extends MutationName> = v.InferOutput<(typeof MUTATIONS)[N]>;
export const MUTATION_NAMES = Object.keys(MUTATIONS) as MutationName[];
export const isMutationName = (name: string): name is MutationName => Object.hasOwn(MUTATIONS, name);
