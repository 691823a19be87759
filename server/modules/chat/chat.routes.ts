import * as v from 'valibot';
import {
  AddChatMembersSchema,
  ArchiveChatRoomSchema,
  ChatMemberParamsSchema,
  ChatMessagePageSchema,
  ChatMessageSchema,
  ChatReadSchema,
  ChatRoomDetailSchema,
  CreateChatRoomSchema,
  ListChatMessagesQuerySchema,
  ListChatRoomsQuerySchema,
  MuteChatRoomSchema,
  SendChatMessageSchema,
  UnreadMessagesSchema,
  UpdateChatRoomSchema,
  VisitChatRoomSchema,
} from '#contract/chat';
import { IdParamSchema, OkSchema } from '#contract/common';
import { defineRoute } from '../../http/route';
import { listChatMessages, sendChatMessage } from './chat-messages.service';
import { archiveChatRoom, muteChatRoom, visitChatRoom } from './chat-reads.service';
import { getChatRoom, listChatRooms, unreadMessages } from './chat-room-views';
import {
  addChatMembers,
  createChatRoom,
  deleteChatRoom,
  removeChatMember,
  renameChatRoom,
} from './chat-rooms.service';

const tag = 'Chat rooms';

export const chatRoutes = [
  defineRoute(
    {
      method: 'post',
      path: '/chat-rooms',
      tag,
      access: 'user',
      status: 201,
      body: CreateChatRoomSchema,
      summary: 'Start a conversation with people and/or groups of a tour (the creator is its admin)',
      response: ChatRoomDetailSchema,
      errors: [400, 401, 404],
    },
    async ({ body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) => createChatRoom(tx, user, body, deps.now())),
    }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/chat-rooms',
      tag,
      access: 'user',
      query: ListChatRoomsQuerySchema,
      summary: 'The caller’s active (or archived) conversations, the most recent first',
      response: v.array(ChatRoomDetailSchema),
      errors: [400, 401],
    },
    async ({ query }, { deps, user }) => ({ data: await listChatRooms(deps.database.db, user, query) }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/chat-rooms/unread-messages',
      tag,
      access: 'user',
      summary: 'Unread messages per conversation and in all',
      response: UnreadMessagesSchema,
      errors: [401],
    },
    async (_input, { deps, user }) => ({ data: await unreadMessages(deps.database.db, user) }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/chat-rooms/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'One conversation (members only)',
      response: ChatRoomDetailSchema,
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => ({ data: await getChatRoom(deps.database.db, user, params.id) }),
  ),
  defineRoute(
    {
      method: 'patch',
      path: '/chat-rooms/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      body: UpdateChatRoomSchema,
      summary: 'Rename a conversation (its admin)',
      response: ChatRoomDetailSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) =>
        renameChatRoom(tx, user, params.id, body.name, deps.now()),
      ),
    }),
  ),
  defineRoute(
    {
      method: 'delete',
      path: '/chat-rooms/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'Delete a conversation for everyone (its admin)',
      response: OkSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params }, { deps, user }) => {
      await deps.database.db.transaction((tx) => deleteChatRoom(tx, user, params.id, deps.now()));
      return { data: { ok: true } };
    },
  ),
  defineRoute(
    {
      method: 'patch',
      path: '/chat-rooms/{id}/archive',
      tag,
      access: 'user',
      params: IdParamSchema,
      body: ArchiveChatRoomSchema,
      summary: 'Archive a conversation for yourself (or bring it back with archived: false)',
      response: ChatReadSchema,
      errors: [400, 401, 404],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) =>
        archiveChatRoom(tx, user, params.id, body.archived, deps.now()),
      ),
    }),
  ),
  defineRoute(
    {
      method: 'patch',
      path: '/chat-rooms/{id}/mute',
      tag,
      access: 'user',
      params: IdParamSchema,
      body: MuteChatRoomSchema,
      summary: 'Mute a conversation’s notifications for yourself',
      response: ChatReadSchema,
      errors: [400, 401, 404],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) =>
        muteChatRoom(tx, user, params.id, body.muted, deps.now()),
      ),
    }),
  ),
  defineRoute(
    {
      method: 'patch',
      path: '/chat-rooms/{id}/visit',
      tag,
      access: 'user',
      params: IdParamSchema,
      body: VisitChatRoomSchema,
      summary: 'Mark a conversation read (up to readUpTo, default now)',
      response: ChatReadSchema,
      errors: [400, 401, 404],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) =>
        visitChatRoom(tx, user, params.id, body.readUpTo, deps.now()),
      ),
    }),
  ),
  defineRoute(
    {
      method: 'post',
      path: '/chat-rooms/{id}/members',
      tag,
      access: 'user',
      status: 201,
      params: IdParamSchema,
      body: AddChatMembersSchema,
      summary: 'Add people and/or groups of the tour (its admin); they receive the history',
      response: ChatRoomDetailSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) => addChatMembers(tx, user, params.id, body, deps.now())),
    }),
  ),
  defineRoute(
    {
      method: 'delete',
      path: '/chat-rooms/{id}/members/{memberId}',
      tag,
      access: 'user',
      params: ChatMemberParamsSchema,
      summary: 'Take a person or group out of a conversation (its admin; memberId = the membership’s id)',
      response: ChatRoomDetailSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) =>
        removeChatMember(tx, user, params.id, params.memberId, deps.now()),
      ),
    }),
  ),
  defineRoute(
    {
      method: 'post',
      path: '/chat-rooms/{id}/messages',
      tag,
      access: 'user',
      status: 201,
      params: IdParamSchema,
      body: SendChatMessageSchema,
      summary: 'Send a message (a resend with the same id is stored once)',
      response: ChatMessageSchema,
      errors: [400, 401, 404],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) =>
        sendChatMessage(tx, user, params.id, body, deps.now()),
      ),
    }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/chat-rooms/{id}/messages',
      tag,
      access: 'user',
      params: IdParamSchema,
      query: ListChatMessagesQuerySchema,
      summary: 'A page of history, newest first, before a time',
      response: ChatMessagePageSchema,
      errors: [400, 401, 404],
    },
    async ({ params, query }, { deps, user }) => ({
      data: await listChatMessages(deps.database.db, user, params.id, query),
    }),
  ),
];
