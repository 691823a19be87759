/**
 * Sessions: one per sign-in, the family of its refresh tokens, named by `sid` in its access tokens.
 * Owns the sessions table. Ending a session revokes its refresh tokens too, and its access tokens
 * stop on the next request on every instance: `authenticate` reads the row on every request.
 */
import { and, eq, gt, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { preparedPerHandle } from '../../db/prepared';
import { refreshTokens, sessions, users } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { hashToken } from './secrets';

export async function openSession(
  db: Queryable,
  userId: string,
  expiresAt: Date,
  now: Date,
): Promise<string> {
  const [row] = await db
    .insert(sessions)
    .values({ userId, expiresAt, createdAt: now })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return row.id;
}

/** The session check of every request, prepared once per handle (server/db/prepared.ts). */
const sessionUserQuery = preparedPerHandle((db) =>
  db
    .select({ id: users.id, email: users.email, role: users.role, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        isNull(users.deletedAt),
      ),
    )
    .prepare('session_user'),
);

/** The signed-in user of a live session, or null: ended, expired, another user's, or a removed account. */
export async function findSessionUser(
  db: Queryable,
  sessionId: string,
  userId: string,
  now: Date,
): Promise<AuthUser | null> {
  const [row] = await sessionUserQuery(db).execute({ sessionId, userId });
  if (!row || row.expiresAt <= now) return null;
  return { id: row.id, email: row.email, role: row.role };
}

/**
 * Which of these sessions are still live, by `findSessionUser`'s rule, in one query: a long-lived
 * request (the live channel's stream) re-checks its session with it after its token was checked.
 */
export async function liveSessionIds(db: Queryable, sessionIds: string[], now: Date): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        inArray(sessions.id, sessionIds),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        isNull(users.deletedAt),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

async function endSessionsWhere(db: Queryable, where: SQL | undefined, now: Date) {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(isNull(sessions.revokedAt), where))
    .returning({ id: sessions.id });
  if (ended.length === 0) return;
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        isNull(refreshTokens.revokedAt),
        inArray(
          refreshTokens.familyId,
          ended.map((session) => session.id),
        ),
      ),
    );
}

/** One session ends (sign-out, or a refresh token presented twice). Another user's id ends nothing. */
export function endSession(db: Queryable, sessionId: string, userId: string, now: Date) {
  return endSessionsWhere(db, and(eq(sessions.id, sessionId), eq(sessions.userId, userId)), now);
}

/** Sign-out with a refresh token: the session it belongs to, if it is the caller's. */
export async function endSessionOfRefreshToken(db: Queryable, presented: string, userId: string, now: Date) {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tokenHash, hashToken(presented)), eq(refreshTokens.userId, userId)));
  if (row) await endSession(db, row.familyId, userId, now);
}

/** Password reset, sign-out everywhere, account removal: every session of the user ends. */
export function endAllSessions(db: Queryable, userId: string, now: Date) {
  return endSessionsWhere(db, eq(sessions.userId, userId), now);
}

/** Password change: every session but the caller's ends. */
export function endOtherSessions(db: Queryable, userId: string, keep: string, now: Date) {
  return endSessionsWhere(db, and(eq(sessions.userId, userId), ne(sessions.id, keep)), now);
}
