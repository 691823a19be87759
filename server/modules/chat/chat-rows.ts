/** Chat rows as the contract shows them (what the REST answers and the pull both send). */
import type { ChatMember, ChatMessage, ChatRead, ChatRoom } from '#contract/chat';
import type { chatMembers, chatMessages, chatReads, chatRooms } from '../../db/schema/index';

export const toChatRoom = (row: typeof chatRooms.$inferSelect): ChatRoom => ({
  id: row.id,
  tourId: row.tourId,
  name: row.name,
  adminUserId: row.adminUserId,
  createdAt: row.createdAt.toISOString(),
});

export const toChatMember = (row: typeof chatMembers.$inferSelect): ChatMember => ({
  id: row.id,
  tourId: row.tourId,
  roomId: row.roomId,
  userId: row.userId,
  groupId: row.groupId,
});

export const toChatMessage = (row: typeof chatMessages.$inferSelect): ChatMessage => ({
  id: row.id,
  tourId: row.tourId,
  roomId: row.roomId,
  senderUserId: row.senderUserId,
  text: row.text,
  sentAt: row.sentAt.toISOString(),
});

export const toChatRead = (row: typeof chatReads.$inferSelect): ChatRead => ({
  id: row.id,
  tourId: row.tourId,
  roomId: row.roomId,
  userId: row.userId,
  lastReadAt: row.lastReadAt?.toISOString() ?? null,
  archived: row.archived,
  muted: row.muted,
});
