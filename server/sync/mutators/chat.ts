/** Conversations: sending a message and marking a room read, queued offline like any write. */
import { sendChatMessage } from '../../modules/chat/chat-messages.service';
import { visitChatRoom } from '../../modules/chat/chat-reads.service';
import type { MutatorsOf } from './mutator';

export const CHAT_MUTATORS: MutatorsOf<'chatMessage' | 'chatRoom'> = {
  'chatMessage.send': {
    run: (db, actor, args, now) => sendChatMessage(db, actor, args.roomId, args.message, now),
  },
  'chatRoom.visit': {
    run: (db, actor, args, now) => visitChatRoom(db, actor, args.roomId, args.readUpTo, now),
  },
};
