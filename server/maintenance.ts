import { lt } from 'drizzle-orm';
import { IDEMPOTENCY_RETENTION_DAYS } from '#contract/limits';
import type { FileStorage } from './adapters/storage/file-storage';
import type { Queryable } from './db/client';
import {
  idempotencyKeys,
  loginFailures,
  oneTimeTokens,
  rateLimitHits,
  refreshTokens,
  sessions,
} from './db/schema/index';
import { pruneFiles } from './modules/files/prune';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Drops rows nobody can use any more: old rate-limit windows, expired links and sessions, old
 * idempotency records, and uploads never attached (with their bytes).
 */
export async function pruneExpired(db: Queryable, storage: FileStorage, now: Date) {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, new Date(now.getTime() - DAY_MS)));
  await db.delete(oneTimeTokens).where(lt(oneTimeTokens.expiresAt, new Date(now.getTime() - DAY_MS)));
  await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, now));
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await db.delete(loginFailures).where(lt(loginFailures.lastFailedAt, new Date(now.getTime() - DAY_MS)));
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_RETENTION_DAYS * DAY_MS)));
  await pruneFiles(db, storage, now);
}
