import { useLiveQuery } from 'dexie-react-hooks';
import type { ChatMessage } from '#contract/chat';
import type { OutboxStatus } from '../../offline/db';
import { useUserDb } from '../../offline/user-sync';
import { roomMessages } from './unread';

export type RoomMessages = { messages: ChatMessage[]; hasMore: boolean };

/**
 * The newest `limit` messages of a room on this device, oldest first (the device holds the whole
 * history, so earlier pages are read from it, offline too). `undefined` while it is read.
 */
export function useRoomMessages(roomId: string, limit: number): RoomMessages | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => {
    if (!db) return undefined;
    const newestFirst = await roomMessages(db, roomId)
      .reverse()
      .limit(limit + 1)
      .toArray();
    return { messages: newestFirst.slice(0, limit).reverse(), hasMore: newestFirst.length > limit };
  }, [db, roomId, limit]);
}

/** A message of the user's still on this device: waiting or being sent, or refused by the server. */
export type OutgoingState = { status: OutboxStatus; mutationId: string; error: string | null };

const NONE: ReadonlyMap<string, OutgoingState> = new Map();

/** The outbox's messages by message id (its `chatMessage.send` touches exactly the message). */
export function useOutgoingMessages(): ReadonlyMap<string, OutgoingState> {
  const db = useUserDb();
  return useLiveQuery(
    async () => {
      if (!db) return NONE;
      const rows = await db.outbox.filter((row) => row.name === 'chatMessage.send').toArray();
      return new Map(
        rows.flatMap((row) =>
          row.entityIds.map((id): [string, OutgoingState] => [
            id,
            { status: row.status, mutationId: row.mutationId, error: row.error?.message ?? null },
          ]),
        ),
      );
    },
    [db],
    NONE,
  );
}
