import { useLiveQuery } from 'dexie-react-hooks';
import type { ChatRoom } from '#contract/chat';
import type { RoadieDb } from '../../offline/db';
import { useUserDb } from '../../offline/user-sync';
import { namesByUser, senderName } from './chat-names';
import { readsByRoom, roomMessages, roomUnread } from './unread';

export type ConversationSummary = {
  room: ChatRoom;
  tourName: string;
  archived: boolean;
  muted: boolean;
  unread: number;
  lastMessage: { senderName: string; text: string; sentAt: string } | null;
  /** The last message's time, else the room's creation: the lists' order, most recent first. */
  activityAt: string;
};

export type Conversations = { active: ConversationSummary[]; archived: ConversationSummary[] };

/** Every room on this device with what its row in the list shows. */
export async function readConversations(db: RoadieDb): Promise<Conversations> {
  const rooms = await db.chatRooms.toArray();
  const tourIds = [...new Set(rooms.map((room) => room.tourId))];
  const [tours, personnel, reads] = await Promise.all([
    db.tours.bulkGet(tourIds),
    db.tourPersonnel.where('tourId').anyOf(tourIds).toArray(),
    readsByRoom(
      db,
      rooms.map((room) => room.id),
    ),
  ]);
  const tourNames = new Map(tours.flatMap((tour) => (tour ? [[tour.id, tour.name]] : [])));
  const names = namesByUser(personnel);
  const summaries = await Promise.all(
    rooms.map(async (room): Promise<ConversationSummary> => {
      const read = reads.get(room.id);
      const [last, unread] = await Promise.all([
        roomMessages(db, room.id).last(),
        roomUnread(db, room.id, read?.lastReadAt ?? null),
      ]);
      return {
        room,
        tourName: tourNames.get(room.tourId) ?? '',
        archived: read?.archived ?? false,
        muted: read?.muted ?? false,
        unread,
        lastMessage: last
          ? {
              senderName: senderName(names, last.senderUserId, db.userId),
              text: last.text,
              sentAt: last.sentAt,
            }
          : null,
        activityAt: last?.sentAt ?? room.createdAt,
      };
    }),
  );
  summaries.sort(
    (a, b) => b.activityAt.localeCompare(a.activityAt) || a.room.name.localeCompare(b.room.name),
  );
  return {
    active: summaries.filter((summary) => !summary.archived),
    archived: summaries.filter((summary) => summary.archived),
  };
}

/** The conversation lists from the mirror (readable offline); `undefined` while it is read. */
export function useConversations(): Conversations | undefined {
  const db = useUserDb();
  return useLiveQuery(() => (db ? readConversations(db) : undefined), [db]);
}
