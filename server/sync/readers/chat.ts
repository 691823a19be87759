import { toChatMember, toChatMessage, toChatRead, toChatRoom } from '../../modules/chat/chat-rows';
import type { RowEntity } from '../cascade';
import { type ChangeReader, changeReader } from '../change-reader';

/** A conversation's rows reach its members only; a read state its owner only (pull.ts). */
export const CHAT_READERS = {
  chatRoom: changeReader('chatRoom', toChatRoom, { scope: (row) => ({ roomId: row.id }) }),
  chatMember: changeReader('chatMember', toChatMember, { scope: (row) => ({ roomId: row.roomId }) }),
  chatMessage: changeReader('chatMessage', toChatMessage, { scope: (row) => ({ roomId: row.roomId }) }),
  chatRead: changeReader('chatRead', toChatRead, {
    scope: (row) => ({ roomId: row.roomId, ownerUserId: row.userId }),
  }),
} satisfies Partial<Record<RowEntity, ChangeReader>>;
