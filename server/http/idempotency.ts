/**
 * Idempotency-Key on mutating requests (DESIGN.md §3): a replay answers the stored response, the
 * same key with another body → 422, a replay while the first is running → 409. Only signed-in
 * requests are replayable: a stored sign-in answer must never hand tokens to whoever repeats it.
 * 5xx answers are not stored, so a retry after a server fault runs again.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { MESSAGES } from '#contract/messages';
import { idempotencyKeys } from '../db/schema/index';
import type { AppEnv } from './context';
import { AppError, validationFailed } from './errors';

const KeySchema = v.pipe(v.string(), v.uuid());
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const idempotency: MiddlewareHandler<AppEnv> = async (c, next) => {
  const key = c.req.header('idempotency-key');
  const user = c.get('user');
  if (key === undefined || !MUTATING.has(c.req.method) || !user) return next();
  if (!v.is(KeySchema, key)) throw validationFailed({ 'Idempotency-Key': 'Must be a UUID' });

  const db = c.get('deps').database.db;
  const url = new URL(c.req.url);
  const requestHash = createHash('sha256')
    .update(`${c.req.method} ${url.pathname}${url.search}\n${await c.req.text()}`)
    .digest('base64url');
  const where = and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, key));

  const claimed = await db
    .insert(idempotencyKeys)
    .values({ userId: user.id, key, requestHash, state: 'running', createdAt: c.get('deps').now() })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) {
    const [stored] = await db.select().from(idempotencyKeys).where(where);
    if (!stored) throw new AppError(409, 'conflict', MESSAGES.idempotencyInProgress);
    if (stored.requestHash !== requestHash) throw new AppError(422, 'idempotency_key_mismatch', MESSAGES.idempotencyMismatch);
    if (stored.state === 'running' || stored.responseStatus === null) {
      throw new AppError(409, 'conflict', MESSAGES.idempotencyInProgress);
    }
    c.header('Idempotent-Replayed', 'true');
    return c.json(stored.responseBody as object, stored.responseStatus as 200);
  }

  await next();
  if (c.res.status >= 500) {
    await db.delete(idempotencyKeys).where(where);
    return;
  }
  const isJson = (c.res.headers.get('content-type') ?? '').includes('application/json');
  const body: unknown = isJson ? await c.res.clone().json() : null;
  await db
    .update(idempotencyKeys)
    .set({ state: 'done', responseStatus: c.res.status, responseBody: body })
    .where(where);
};
