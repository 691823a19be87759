import {
  type AddChatMembers,
  ChatReadSchema,
  ChatRoomDetailSchema,
  type CreateChatRoom,
} from '#contract/chat';
import { OkSchema } from '#contract/common';
import { apiRequest } from './client';

/**
 * Conversation writes that need the server (online only). Reads come from the mirror: a room, its
 * members, messages and the user's read state are synced to every member's devices; sending a
 * message and marking a room read are offline writes (`chatMessage.send`, `chatRoom.visit`).
 */
const roomPath = (roomId: string) => `/chat-rooms/${encodeURIComponent(roomId)}`;

export function createChatRoom(body: CreateChatRoom) {
  return apiRequest('/chat-rooms', ChatRoomDetailSchema, { method: 'POST', body });
}

export function renameChatRoom(roomId: string, name: string) {
  return apiRequest(roomPath(roomId), ChatRoomDetailSchema, { method: 'PATCH', body: { name } });
}

export function deleteChatRoom(roomId: string) {
  return apiRequest(roomPath(roomId), OkSchema, { method: 'DELETE' });
}

/** Archives (or, with `false`, brings back) the room for the caller only. */
export function archiveChatRoom(roomId: string, archived: boolean) {
  return apiRequest(`${roomPath(roomId)}/archive`, ChatReadSchema, { method: 'PATCH', body: { archived } });
}

/** Mutes (or unmutes) the room's notifications for the caller only. */
export function muteChatRoom(roomId: string, muted: boolean) {
  return apiRequest(`${roomPath(roomId)}/mute`, ChatReadSchema, { method: 'PATCH', body: { muted } });
}

export function addChatMembers(roomId: string, members: AddChatMembers) {
  return apiRequest(`${roomPath(roomId)}/members`, ChatRoomDetailSchema, { method: 'POST', body: members });
}

/** `memberId` is the membership row's id (a `chatMember` of the mirror). */
export function removeChatMember(roomId: string, memberId: string) {
  return apiRequest(`${roomPath(roomId)}/members/${encodeURIComponent(memberId)}`, ChatRoomDetailSchema, {
    method: 'DELETE',
  });
}
