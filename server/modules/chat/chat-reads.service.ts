/**
 * A person's own state of a room — read up to when, archived, muted — one row per person and room,
 * synced to that person's devices only. Marking read never moves backwards (a device that was
 * offline may report an older visit after a newer one) nor past the server's now.
 */
import { sql } from 'drizzle-orm';
import { chatReadId } from '#contract/chat';
import type { Queryable } from '../../db/client';
import { chatReads } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { nextTourVersion } from '../../sync/versioning';
import { requireRoom } from './chat-access';
import { toChatRead } from './chat-rows';

type ReadChange = { readUpTo?: Date; archived?: boolean; muted?: boolean };

async function saveRead(db: Queryable, actor: AuthUser, roomId: string, change: ReadChange, now: Date) {
  const room = await requireRoom(db, actor, roomId);
  const version = await nextTourVersion(db, room.tourId, now);
  const readUpTo = change.readUpTo && change.readUpTo < now ? change.readUpTo : change.readUpTo ? now : null;
  const [row] = await db
    .insert(chatReads)
    .values({
      id: chatReadId(roomId, actor.id),
      roomId,
      tourId: room.tourId,
      userId: actor.id,
      lastReadAt: readUpTo,
      archived: change.archived ?? false,
      muted: change.muted ?? false,
      version,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [chatReads.roomId, chatReads.userId],
      set: {
        version,
        updatedAt: now,
        deletedAt: null,
        ...(readUpTo
          ? { lastReadAt: sql`greatest(coalesce(${chatReads.lastReadAt}, ${readUpTo}), ${readUpTo})` }
          : {}),
        ...(change.archived === undefined ? {} : { archived: change.archived }),
        ...(change.muted === undefined ? {} : { muted: change.muted }),
      },
    })
    .returning();
  if (!row) throw new Error('chat read upsert returned nothing');
  return toChatRead(row);
}

/** Marks the room read up to `readUpTo` (default: now). */
export const visitChatRoom = (
  db: Queryable,
  actor: AuthUser,
  roomId: string,
  readUpTo: string | undefined,
  now: Date,
) => saveRead(db, actor, roomId, { readUpTo: readUpTo ? new Date(readUpTo) : now }, now);

export const archiveChatRoom = (
  db: Queryable,
  actor: AuthUser,
  roomId: string,
  archived: boolean,
  now: Date,
) => saveRead(db, actor, roomId, { archived }, now);

export const muteChatRoom = (db: Queryable, actor: AuthUser, roomId: string, muted: boolean, now: Date) =>
  saveRead(db, actor, roomId, { muted }, now);
