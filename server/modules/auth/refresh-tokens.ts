/**
 * Rotating refresh tokens with reuse detection (docs/api.md). Owns the refresh_tokens table.
 * Must never store a token in clear or extend a family past its absolute lifetime.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { REFRESH_REUSE_GRACE_SECONDS, REFRESH_TOKEN_TTL_SECONDS } from '#contract/limits';
import type { PlatformRole } from '#contract/users';
import type { Queryable } from '../../db/client';
import { refreshTokens } from '../../db/schema/index';
import type { AppDeps } from '../../http/context';
import { AppError } from '../../http/errors';
import { signAccessToken } from './access-tokens';
import { hashToken, newOpaqueToken } from './secrets';

export interface TokenPair {
  authToken: string;
  refreshToken: string;
}

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

/** A new sign-in: a new family. */
export async function issueTokenPair(
  db: Queryable,
  deps: AppDeps,
  user: { id: string; role: PlatformRole },
): Promise<TokenPair> {
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000);
  const refreshToken = await insertRefreshToken(db, user.id, crypto.randomUUID(), expiresAt, now);
  const authToken = await signAccessToken({ userId: user.id, role: user.role }, deps.config.jwtSecret, now);
  return { authToken, refreshToken };
}

type RotateOutcome = { kind: 'rotated'; userId: string; refreshToken: string } | { kind: 'rejected' };

/**
 * Exchanges a refresh token for a new one in the same family. A token used before is theft unless
 * it is the family's most recently used one and within the grace window (two tabs racing).
 */
export async function rotateRefreshToken(
  deps: AppDeps,
  presented: string,
): Promise<{ userId: string; refreshToken: string }> {
  const now = deps.now();
  const outcome = await deps.database.db.transaction(async (tx): Promise<RotateOutcome> => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(presented)))
      .for('update');
    if (!row || row.revokedAt || row.expiresAt <= now) return { kind: 'rejected' };
    if (row.usedAt) {
      const withinGrace = now.getTime() - row.usedAt.getTime() <= REFRESH_REUSE_GRACE_SECONDS * 1000;
      const [later] = await tx
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.familyId, row.familyId), gt(refreshTokens.usedAt, row.usedAt)))
        .limit(1);
      if (!withinGrace || later) {
        await tx
          .update(refreshTokens)
          .set({ revokedAt: now })
          .where(eq(refreshTokens.familyId, row.familyId));
        deps.logger.warn('refresh token reuse detected; family revoked', { userId: row.userId });
        return { kind: 'rejected' };
      }
    } else {
      await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, row.id));
    }
    const refreshToken = await insertRefreshToken(tx, row.userId, row.familyId, row.expiresAt, now);
    return { kind: 'rotated', userId: row.userId, refreshToken };
  });
  if (outcome.kind === 'rejected') throw invalidRefresh();
  return outcome;
}

/** Sign-out: the presented token's whole family stops working. */
export async function revokeFamilyOf(db: Queryable, presented: string, userId: string, now: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        sql`${refreshTokens.familyId} in (select ${refreshTokens.familyId} from ${refreshTokens} where ${refreshTokens.tokenHash} = ${hashToken(presented)})`,
      ),
    );
}

/** Password change, reset or account removal: every session of the user ends. */
export async function revokeAllRefreshTokens(db: Queryable, userId: string, now: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
