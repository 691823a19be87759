/**
 * Conversations (chat rooms) of a tour's people and groups, and their messages. A room, each of
 * its members, each message and each person's read state are their own synced rows: a device
 * holds the rooms its user is in, readable and writable offline.
 */
import * as v from 'valibot';
import { IsoDateTimeSchema, requiredString, UuidSchema } from './common';

export const CHAT_MESSAGES = {
  memberRequired: 'At least one member or group is required',
  adminOnly: 'Only the conversation’s admin can change it',
  notPersonnel: 'Only people active on this tour can join its conversations',
  adminStays: 'The conversation’s admin cannot be removed',
} as const;

/** How long a message may be: a chat message, not a document. */
export const CHAT_MESSAGE_MAX = 4000;
/** Messages per page when history is read backwards. */
export const CHAT_PAGE_SIZE = 50;

export const ChatRoomSchema = v.object({
  id: v.string(),
  tourId: v.string(),
  name: v.string(),
  /** The creator: renames the room and manages its members. */
  adminUserId: v.nullable(v.string()),
  createdAt: IsoDateTimeSchema,
});
export type ChatRoom = v.InferOutput<typeof ChatRoomSchema>;

/** One member of a room: a person (`userId`) or a whole group (`groupId`, its members now and later). */
export const ChatMemberSchema = v.object({
  id: v.string(),
  tourId: v.string(),
  roomId: v.string(),
  userId: v.nullable(v.string()),
  groupId: v.nullable(v.string()),
});
export type ChatMember = v.InferOutput<typeof ChatMemberSchema>;

export const ChatMessageSchema = v.object({
  id: v.string(),
  tourId: v.string(),
  roomId: v.string(),
  senderUserId: v.nullable(v.string()),
  text: v.string(),
  /** The server's time when it stored the message: the order everyone sees. */
  sentAt: IsoDateTimeSchema,
});
export type ChatMessage = v.InferOutput<typeof ChatMessageSchema>;

/** The id of a person's read state of a room: the same on every device and on the server. */
export const chatReadId = (roomId: string, userId: string) => `${roomId}:${userId}`;

/** One person's own state of a room: what they have read, whether they archived or muted it. */
export const ChatReadSchema = v.object({
  id: v.string(),
  tourId: v.string(),
  roomId: v.string(),
  userId: v.string(),
  lastReadAt: v.nullable(IsoDateTimeSchema),
  archived: v.boolean(),
  muted: v.boolean(),
});
export type ChatRead = v.InferOutput<typeof ChatReadSchema>;

const IdList = v.pipe(v.array(UuidSchema), v.maxLength(500, 'At most 500 at once'));

const memberLists = {
  userIds: v.optional(IdList, []),
  groupIds: v.optional(IdList, []),
};

type MemberLists = { userIds: string[]; groupIds: string[] };
const hasMember = (input: MemberLists) => input.userIds.length + input.groupIds.length > 0;

export const CreateChatRoomSchema = v.pipe(
  v.object({
    id: v.optional(UuidSchema),
    tourId: UuidSchema,
    name: requiredString(100),
    ...memberLists,
  }),
  v.forward(
    v.check((input) => hasMember(input), CHAT_MESSAGES.memberRequired),
    ['userIds'],
  ),
);
export type CreateChatRoom = v.InferOutput<typeof CreateChatRoomSchema>;

export const UpdateChatRoomSchema = v.object({ name: requiredString(100) });

export const AddChatMembersSchema = v.pipe(
  v.object(memberLists),
  v.forward(
    v.check((input) => hasMember(input), CHAT_MESSAGES.memberRequired),
    ['userIds'],
  ),
);
export type AddChatMembers = v.InferOutput<typeof AddChatMembersSchema>;

export const ChatMemberParamsSchema = v.object({ id: UuidSchema, memberId: UuidSchema });

export const ArchiveChatRoomSchema = v.object({ archived: v.optional(v.boolean(), true) });
export const MuteChatRoomSchema = v.object({ muted: v.boolean('Choose on or off') });
/** Marks the room read up to the newest message the person has seen (never beyond the server's now). */
export const VisitChatRoomSchema = v.object({
  readUpTo: v.optional(v.pipe(v.string(), v.isoTimestamp('Must be a time'))),
});

export const SendChatMessageSchema = v.object({
  id: v.optional(UuidSchema),
  text: requiredString(CHAT_MESSAGE_MAX, { multiline: true }),
});
export type SendChatMessage = v.InferOutput<typeof SendChatMessageSchema>;

export const ListChatRoomsQuerySchema = v.object({
  tourId: v.optional(UuidSchema),
  archived: v.optional(v.picklist(['true', 'false'], 'archived must be true or false'), 'false'),
});

export const ListChatMessagesQuerySchema = v.object({
  /** Messages sent before this time (the oldest one on screen): the next page back. */
  before: v.optional(v.pipe(v.string(), v.isoTimestamp('Must be a time'))),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.integer('limit must be a whole number'),
      v.minValue(1, 'limit must be a whole number'),
      v.maxValue(200, 'At most 200 messages per page'),
    ),
    String(CHAT_PAGE_SIZE),
  ),
});

export const ChatMemberDetailSchema = v.object({
  ...ChatMemberSchema.entries,
  /** A person's name, or a group's name. */
  name: v.string(),
});

export const ChatRoomDetailSchema = v.object({
  ...ChatRoomSchema.entries,
  members: v.array(ChatMemberDetailSchema),
  archived: v.boolean(),
  muted: v.boolean(),
  unread: v.number(),
  lastMessage: v.nullable(ChatMessageSchema),
});
export type ChatRoomDetail = v.InferOutput<typeof ChatRoomDetailSchema>;

export const ChatMessagePageSchema = v.object({
  messages: v.array(ChatMessageSchema),
  hasMore: v.boolean(),
});

export const UnreadMessagesSchema = v.object({
  total: v.number(),
  rooms: v.array(v.object({ roomId: v.string(), tourId: v.string(), unread: v.number() })),
});
