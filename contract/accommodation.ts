/**
 * Rooms of a hotel stay and who sleeps in them. A room belongs to one HOTEL_STAY event;
 * each person in a room is their own row (the sync entity `roomMember`), never a list rewritten
 * whole, so two managers' offline edits of the same room both survive.
 */
import * as v from 'valibot';
import { optionalText, requiredString, UuidSchema } from './common';
import { CalendarDateSchema } from './dates';
import { ROOM_TYPES } from './travelling-details';

export const ROOM_TYPE_LABELS: Record<(typeof ROOM_TYPES)[number], string> = {
  SINGLE: 'Single',
  DOUBLE: 'Double',
  TWIN: 'Twin',
  KING: 'King',
  QUEEN: 'Queen',
  SUITE: 'Suite',
};

const RoomTypeSchema = v.picklist(ROOM_TYPES, 'Choose from the list');

export const AccommodationRoomSchema = v.object({
  id: v.string(),
  tourId: v.string(),
  eventId: v.string(),
  name: v.string(),
  roomType: v.nullable(RoomTypeSchema),
  notes: v.nullable(v.string()),
  checkIn: v.nullable(v.string()),
  checkOut: v.nullable(v.string()),
});
export type AccommodationRoom = v.InferOutput<typeof AccommodationRoomSchema>;

/** One person in one room; `eventId` makes "one room per person per hotel stay" checkable. */
export const RoomMemberSchema = v.object({
  id: v.string(),
  tourId: v.string(),
  eventId: v.string(),
  roomId: v.string(),
  userId: v.string(),
});
export type RoomMember = v.InferOutput<typeof RoomMemberSchema>;

export const RoomMemberDetailSchema = v.object({
  ...RoomMemberSchema.entries,
  email: v.string(),
  firstName: v.nullable(v.string()),
  lastName: v.nullable(v.string()),
});
export type RoomMemberDetail = v.InferOutput<typeof RoomMemberDetailSchema>;

export const RoomWithMembersSchema = v.object({
  ...AccommodationRoomSchema.entries,
  members: v.array(RoomMemberDetailSchema),
});
export type RoomWithMembers = v.InferOutput<typeof RoomWithMembersSchema>;

const optionalDate = v.optional(v.nullable(CalendarDateSchema));

const RoomFields = {
  name: requiredString(40),
  roomType: v.optional(v.nullable(RoomTypeSchema)),
  notes: optionalText(500, { multiline: true }),
  checkIn: optionalDate,
  checkOut: optionalDate,
};

type Stay = { checkIn?: string | null; checkOut?: string | null };
const inOrder = (input: Stay) => !input.checkIn || !input.checkOut || input.checkIn <= input.checkOut;
const CHECK_OUT_MESSAGE = 'Check-out cannot be before check-in';

export const CreateRoomSchema = v.pipe(
  v.object({ id: v.optional(UuidSchema), ...RoomFields }),
  v.forward(
    v.check((input) => inOrder(input), CHECK_OUT_MESSAGE),
    ['checkOut'],
  ),
);
export type CreateRoom = v.InferOutput<typeof CreateRoomSchema>;

export const UpdateRoomSchema = v.pipe(
  v.partial(v.object(RoomFields)),
  v.check((input) => Object.values(input).some((value) => value !== undefined), 'Nothing to update'),
  v.forward(
    v.check((input) => inOrder(input), CHECK_OUT_MESSAGE),
    ['checkOut'],
  ),
);
export type UpdateRoom = v.InferOutput<typeof UpdateRoomSchema>;

export const AddRoomMemberSchema = v.object({ id: v.optional(UuidSchema), userId: UuidSchema });
export type AddRoomMember = v.InferOutput<typeof AddRoomMemberSchema>;

export const MoveRoomMemberSchema = v.object({ roomId: UuidSchema });

export const RoomMemberParamsSchema = v.object({ id: UuidSchema, memberId: UuidSchema });

export const ROOM_MESSAGES = {
  notHotelStay: 'Rooms belong to a hotel stay',
  notPersonnel: 'Only people active on this tour can have a room',
  alreadyRoomed: 'Already has a room in this hotel stay',
  otherStay: 'Choose a room of the same hotel stay',
  checkOut: CHECK_OUT_MESSAGE,
} as const;
