/** Fixed-window rate limits kept in the database, so they hold across restarts and instances. */
import { sql } from 'drizzle-orm';
import { MESSAGES } from '#contract/messages';
import type { Queryable } from '../db/client';
import { rateLimitHits } from '../db/schema/index';
import { AppError } from './errors';
import type { RateLimitRule } from './route';

export async function hitRateLimit(
  db: Queryable,
  rule: RateLimitRule,
  subject: string,
  now: Date,
  scale: number,
): Promise<void> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimitHits)
    .values({ bucket: `${rule.name}:${rule.per}:${subject}`, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitHits.bucket, rateLimitHits.windowStart],
      set: { count: sql`${rateLimitHits.count} + 1` },
    })
    .returning({ count: rateLimitHits.count });
  const limit = Math.max(1, Math.round(rule.limit * scale));
  if ((row?.count ?? 0) > limit) {
    throw rateLimited(Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000));
  }
}

/** The one 429 of the product: its message, and when to try again. */
export function rateLimited(retryAfterSeconds: number): AppError {
  return new AppError(429, 'rate_limited', MESSAGES.rateLimited, undefined, {
    'Retry-After': String(Math.max(1, retryAfterSeconds)),
  });
}
