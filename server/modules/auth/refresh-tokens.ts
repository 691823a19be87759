/**
 * Rotating refresh tokens with reuse detection (docs/api.md). Owns the refresh_tokens table.
 * Must never store a token in clear or extend a session past its absolute lifetime.
 */
import { and, eq, gt } from 'drizzle-orm';
import { REFRESH_REUSE_GRACE_SECONDS, REFRESH_TOKEN_TTL_SECONDS } from '#contract/limits';
import type { PlatformRole } from '#contract/users';
import type { Queryable } from '../../db/client';
import { refreshTokens, sessions } from '../../db/schema/index';
import type { AppDeps } from '../../http/context';
import { AppError } from '../../http/errors';
import { signAccessToken } from './access-tokens';
import { hashToken, newOpaqueToken } from './secrets';
import { endSession, openSession } from './sessions';

export interface TokenPair {
  authToken: string;
  refreshToken: string;
}

type TokenUser = { id: string; role: PlatformRole };

const invalidRefresh = () =>
  new AppError(401, 'unauthorized', 'Your session has ended. Please sign in again.');

async function insertRefreshToken(
  db: Queryable,
  userId: string,
  familyId: string,
  expiresAt: Date,
  now: Date,
) {
  const refreshToken = newOpaqueToken();
  await db
    .insert(refreshTokens)
    .values({ userId, familyId, tokenHash: hashToken(refreshToken), expiresAt, createdAt: now });
  return refreshToken;
}

/** An access token of the given session, for its user as they are now. */
export function issueAccessToken(deps: AppDeps, user: TokenUser, sessionId: string): Promise<string> {
  return signAccessToken({ userId: user.id, role: user.role, sessionId }, deps.config.jwtSecret, deps.now());
}

/** A new sign-in: a new session (family). */
export async function issueTokenPair(db: Queryable, deps: AppDeps, user: TokenUser): Promise<TokenPair> {
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000);
  const sessionId = await openSession(db, user.id, expiresAt, now);
  const refreshToken = await insertRefreshToken(db, user.id, sessionId, expiresAt, now);
  return { authToken: await issueAccessToken(deps, user, sessionId), refreshToken };
}

/**
 * The same session, a fresh pair (password change): every earlier refresh token of the session stops,
 * its access tokens go on until they expire. The session keeps its absolute end.
 */
export async function renewTokenPair(
  db: Queryable,
  deps: AppDeps,
  user: TokenUser,
  sessionId: string,
): Promise<TokenPair> {
  const now = deps.now();
  const [session] = await db
    .select({ expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, user.id)));
  if (!session) throw invalidRefresh();
  await db.update(refreshTokens).set({ revokedAt: now }).where(eq(refreshTokens.familyId, sessionId));
  const refreshToken = await insertRefreshToken(db, user.id, sessionId, session.expiresAt, now);
  return { authToken: await issueAccessToken(deps, user, sessionId), refreshToken };
}

type Rotated = { userId: string; sessionId: string; refreshToken: string };
type RotateOutcome = ({ kind: 'rotated' } & Rotated) | { kind: 'rejected' };

/**
 * Exchanges a refresh token for a new one in the same session. A token used before is theft unless
 * it is the family's most recently used one and within the grace window (two tabs racing).
 */
export async function rotateRefreshToken(deps: AppDeps, presented: string): Promise<Rotated> {
  const now = deps.now();
  const outcome = await deps.database.db.transaction(async (tx): Promise<RotateOutcome> => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(presented)))
      .for('update');
    if (!row || row.revokedAt || row.expiresAt <= now) return { kind: 'rejected' };
    // The session is the truth: ended on another instance, it stays ended.
    const [session] = await tx
      .select({ revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(eq(sessions.id, row.familyId));
    if (!session || session.revokedAt) return { kind: 'rejected' };
    if (row.usedAt) {
      const withinGrace = now.getTime() - row.usedAt.getTime() <= REFRESH_REUSE_GRACE_SECONDS * 1000;
      const [later] = await tx
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.familyId, row.familyId), gt(refreshTokens.usedAt, row.usedAt)))
        .limit(1);
      if (!withinGrace || later) {
        await endSession(tx, row.familyId, row.userId, now);
        deps.logger.warn('refresh token reuse detected; session ended', { userId: row.userId });
        return { kind: 'rejected' };
      }
    } else {
      await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, row.id));
    }
    const refreshToken = await insertRefreshToken(tx, row.userId, row.familyId, row.expiresAt, now);
    return { kind: 'rotated', userId: row.userId, sessionId: row.familyId, refreshToken };
  });
  if (outcome.kind === 'rejected') throw invalidRefresh();
  return outcome;
}
