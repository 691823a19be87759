/**
 * Who a conversation reaches: its person members and the live members of its group members. Owns
 * the rule that when that audience grows, the room and everything in it are re-stamped (so whoever
 * joined receives the history on their next pull), and when it shrinks the room row is (so whoever
 * left receives the room as a delete, which takes its messages off their device).
 */
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { chatMembers, chatMessages, chatReads, chatRooms, groupMembers } from '../../db/schema/index';

/** The rooms among `roomIds` that `userId` is in (directly or through a group). */
export async function roomsOf(
  db: Queryable,
  userId: string,
  roomIds: readonly string[],
): Promise<Set<string>> {
  if (roomIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ roomId: chatMembers.roomId })
    .from(chatMembers)
    .leftJoin(
      groupMembers,
      and(eq(groupMembers.groupId, chatMembers.groupId), isNull(groupMembers.deletedAt)),
    )
    .where(
      and(
        inArray(chatMembers.roomId, [...roomIds]),
        isNull(chatMembers.deletedAt),
        or(eq(chatMembers.userId, userId), eq(groupMembers.userId, userId)),
      ),
    );
  return new Set(rows.map((row) => row.roomId));
}

/** Everyone each room reaches now, by room. */
export async function roomAudience(
  db: Queryable,
  roomIds: readonly string[],
): Promise<Map<string, Set<string>>> {
  const out = new Map<string, Set<string>>();
  if (roomIds.length === 0) return out;
  const rows = await db
    .select({ roomId: chatMembers.roomId, userId: chatMembers.userId, viaGroup: groupMembers.userId })
    .from(chatMembers)
    .leftJoin(
      groupMembers,
      and(eq(groupMembers.groupId, chatMembers.groupId), isNull(groupMembers.deletedAt)),
    )
    .where(and(inArray(chatMembers.roomId, [...roomIds]), isNull(chatMembers.deletedAt)));
  for (const row of rows) {
    const people = out.get(row.roomId) ?? new Set<string>();
    for (const id of [row.userId, row.viaGroup]) if (id) people.add(id);
    out.set(row.roomId, people);
  }
  return out;
}

/** Live rooms that have one of the groups as a member: whose audience a change of those groups changes. */
export async function roomsOfGroups(db: Queryable, groupIds: readonly string[]): Promise<string[]> {
  if (groupIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ roomId: chatMembers.roomId })
    .from(chatMembers)
    .where(and(inArray(chatMembers.groupId, [...groupIds]), isNull(chatMembers.deletedAt)));
  return rows.map((row) => row.roomId);
}

/**
 * Re-stamps rooms with `version`. `history`: also their members and messages (the audience grew:
 * the newcomers need them); without it only the room row (the audience shrank: the leavers get it
 * as a delete). Read states are their owners' alone and never change hands.
 */
export async function restampRooms(
  db: Queryable,
  roomIds: readonly string[],
  version: number,
  now: Date,
  options: { history: boolean },
) {
  if (roomIds.length === 0) return;
  const ids = [...roomIds];
  await db.update(chatRooms).set({ version, updatedAt: now }).where(inArray(chatRooms.id, ids));
  if (!options.history) return;
  await db.update(chatMembers).set({ version, updatedAt: now }).where(inArray(chatMembers.roomId, ids));
  await db.update(chatMessages).set({ version, updatedAt: now }).where(inArray(chatMessages.roomId, ids));
  await db
    .update(chatReads)
    .set({ version, updatedAt: now })
    .where(and(inArray(chatReads.roomId, ids), isNull(chatReads.deletedAt)));
}
