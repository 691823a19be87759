import { lt } from 'drizzle-orm';
import { IDEMPOTENCY_RETENTION_DAYS } from '#contract/limits';
import type { Queryable } from './db/client';
import { idempotencyKeys, oneTimeTokens, rateLimitHits, refreshTokens } from './db/schema/index';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Drops rows nobody can use any more: old rate-limit windows, expired links and sessions, old idempotency records. */
export async function pruneExpired(db: Queryable, now: Date) {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, new Date(now.getTime() - DAY_MS)));
  await db.delete(oneTimeTokens).where(lt(oneTimeTokens.expiresAt, new Date(now.getTime() - DAY_MS)));
  await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, now));
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_RETENTION_DAYS * DAY_MS)));
}
