/**
 * The writes of a conversation that work offline: sending a message (shown at once as "sending",
 * stored once by its id however often it is retried) and marking a room read.
 */
import { chatReadId } from '#contract/chat';
import { excerpt, type MutationDeclarations } from './declaration';

type ChatName = 'chatMessage.send' | 'chatRoom.visit';

export const CHAT_WRITES = {
  'chatMessage.send': {
    async effect(db, args, ctx) {
      const room = await db.chatRooms.get(args.roomId);
      if (!room) return null;
      const existing = await db.chatMessages.get(args.message.id);
      await db.chatMessages.put({
        id: args.message.id,
        tourId: room.tourId,
        roomId: room.id,
        senderUserId: ctx.userId,
        text: args.message.text,
        sentAt: existing?.sentAt ?? ctx.at,
      });
      return room.tourId;
    },
    touches: (args) => [args.message.id],
    createdKey: 'message',
    describe: (args) => `Message: “${excerpt(args.message.text)}”`,
  },
  'chatRoom.visit': {
    async effect(db, args, ctx) {
      const room = await db.chatRooms.get(args.roomId);
      if (!room) return null;
      const id = chatReadId(args.roomId, ctx.userId);
      const read = await db.chatReads.get(id);
      const lastReadAt =
        read?.lastReadAt && read.lastReadAt > args.readUpTo ? read.lastReadAt : args.readUpTo;
      await db.chatReads.put({
        id,
        tourId: room.tourId,
        roomId: room.id,
        userId: ctx.userId,
        lastReadAt,
        archived: read?.archived ?? false,
        muted: read?.muted ?? false,
      });
      return room.tourId;
    },
    touches: (args) => [args.roomId],
    describe: () => 'Marking a conversation read',
  },
} satisfies MutationDeclarations<ChatName>;
