/**
 * Unread messages on this device: others' messages sent after the user's `lastReadAt` (every one
 * of them in a room never read). Read by the app menu on every signed-in screen, so this file stays
 * small and imports none of the messages screens.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { type ChatRead, chatReadId } from '#contract/chat';
import type { RoadieDb } from '../../offline/db';
import { useUserDb } from '../../offline/user-sync';

/** After every ISO time: the top of a room's range in the `[roomId+sentAt]` index. */
const AFTER_ALL = '\uffff';

/** A room's messages after `after` (default: all of them), oldest first. */
export function roomMessages(db: RoadieDb, roomId: string, after = '') {
  return db.chatMessages.where('[roomId+sentAt]').between([roomId, after], [roomId, AFTER_ALL], false, true);
}

/** Others' messages in one room after `lastReadAt` (null: never read, so all of them). */
export function roomUnread(db: RoadieDb, roomId: string, lastReadAt: string | null): Promise<number> {
  return roomMessages(db, roomId, lastReadAt ?? '')
    .filter((message) => message.senderUserId !== db.userId)
    .count();
}

/** The user's own read state of each room (absent: never opened, not archived, not muted). */
export async function readsByRoom(db: RoadieDb, roomIds: readonly string[]): Promise<Map<string, ChatRead>> {
  const reads = await db.chatReads.bulkGet(roomIds.map((roomId) => chatReadId(roomId, db.userId)));
  return new Map(reads.flatMap((read) => (read ? [[read.roomId, read]] : [])));
}

/** Unread messages over the rooms the user has not archived: the menu's count. */
export async function unreadTotal(db: RoadieDb): Promise<number> {
  const roomIds = (await db.chatRooms.toCollection().primaryKeys()).map(String);
  const reads = await readsByRoom(db, roomIds);
  const counts = await Promise.all(
    roomIds
      .filter((roomId) => !reads.get(roomId)?.archived)
      .map((roomId) => roomUnread(db, roomId, reads.get(roomId)?.lastReadAt ?? null)),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}

/** The menu's unread count, live from the mirror; 0 until the device's copy is open. */
export function useUnreadMessages(): number {
  const db = useUserDb();
  return useLiveQuery(() => (db ? unreadTotal(db) : 0), [db], 0);
}
