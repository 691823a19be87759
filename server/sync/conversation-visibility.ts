/**
 * Conversations in a pull: a room's rows reach its members only — whatever their role on the tour,
 * managers included — and a read state reaches its owner only. A room someone is not (or no longer)
 * in arrives as a delete, which takes its members, messages and read state off their device
 * (contract/sync-cascade.ts); the rest of a hidden room's rows are left out, but for tombstones.
 */
import type { Queryable } from '../db/client';
import { roomsOf } from '../modules/chat/chat-audience';
import type { ChangeRow } from './change-range';

export async function hideOtherConversations(db: Queryable, userId: string, rows: ChangeRow[]) {
  const roomIds = [...new Set(rows.flatMap((row) => (row.roomId ? [row.roomId] : [])))];
  if (roomIds.length === 0) return rows;
  const theirs = await roomsOf(db, userId, roomIds);
  return rows.flatMap((row): ChangeRow[] => {
    if (!row.roomId) return [row];
    if (row.entity === 'chatRead' && row.ownerUserId !== userId) return [];
    // A tombstone names an id and nothing else: it goes to everyone (a deleted room has no members left).
    if (theirs.has(row.roomId) || row.op === 'delete') return [row];
    return row.entity === 'chatRoom' ? [{ ...row, op: 'delete', data: null }] : [];
  });
}
