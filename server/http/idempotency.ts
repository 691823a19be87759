/**
 * Idempotency-Key on mutating requests (docs/api.md): a replay answers the stored response, the
 * same key with another body → 422, a replay while the first is running → 409. Only signed-in
 * requests are replayable, and never answers that carry secrets (tokens): those are not stored at
 * all, so a key on them is ignored. 5xx answers are not stored, so a retry after a fault runs again.
 */
import { createHash, type Hash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import * as v from 'valibot';
import { MESSAGES } from '#contract/messages';
import { idempotencyKeys } from '../db/schema/index';
import type { AppEnv, AuthUser } from './context';
import { handleError } from './error-handler';
import { AppError, validationFailed } from './errors';

const KeySchema = v.pipe(v.string(), v.uuid());

/**
 * What makes two requests "the same". JSON bodies: their bytes (read as bytes, not text, so a route
 * reading them again from Hono's cache gets them unaltered). Multipart bodies: their fields and
 * file contents — a client retrying an upload builds a new body with a new random boundary, which
 * must still count as the same request. A body the client stopped sending is a 400, not a 500.
 */
async function hashBody(c: Context<AppEnv>, hash: Hash): Promise<void> {
  const multipart = (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
  let form: FormData | null = null;
  try {
    if (!multipart) {
      hash.update(new Uint8Array(await c.req.arrayBuffer()));
      return;
    }
    form = await c.req.formData();
  } catch {
    throw new AppError(400, 'validation_failed', multipart ? MESSAGES.formInvalid : MESSAGES.bodyUnreadable);
  }
  const part = (text: string) => hash.update(`${text.length}:${text};`);
  for (const [name, value] of form.entries()) {
    part(name);
    if (typeof value === 'string') {
      part(`text:${value}`);
    } else {
      part(`file:${value.name}:${value.type}:${value.size}`);
      hash.update(new Uint8Array(await value.arrayBuffer()));
    }
  }
}

export async function withIdempotency(
  c: Context<AppEnv>,
  user: AuthUser,
  run: () => Promise<Response>,
): Promise<Response> {
  const key = c.req.header('idempotency-key');
  if (key === undefined) return run();
  if (!v.is(KeySchema, key)) throw validationFailed({ 'Idempotency-Key': 'Must be a UUID' });

  const deps = c.get('deps');
  const db = deps.database.db;
  const url = new URL(c.req.url);
  const hash = createHash('sha256').update(`${c.req.method} ${url.pathname}${url.search}\n`);
  await hashBody(c, hash);
  const requestHash = hash.digest('base64url');
  const where = and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, key));

  const claimed = await db
    .insert(idempotencyKeys)
    .values({ userId: user.id, key, requestHash, state: 'running', createdAt: deps.now() })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) {
    const [stored] = await db.select().from(idempotencyKeys).where(where);
    if (stored && stored.requestHash !== requestHash) {
      throw new AppError(422, 'idempotency_key_mismatch', MESSAGES.idempotencyMismatch);
    }
    if (!stored || stored.state === 'running' || stored.responseStatus === null) {
      throw new AppError(409, 'conflict', MESSAGES.idempotencyInProgress);
    }
    c.header('Idempotent-Replayed', 'true');
    return c.json(stored.responseBody as object, stored.responseStatus as 200);
  }

  let response: Response;
  try {
    response = await run();
  } catch (error) {
    if (!(error instanceof AppError)) {
      await db.delete(idempotencyKeys).where(where);
      throw error;
    }
    // A client error is an answer too: the same request replayed gets the same 4xx.
    response = handleError(error, c);
  }
  const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
  const body: unknown = isJson ? await response.clone().json() : null;
  await db
    .update(idempotencyKeys)
    .set({ state: 'done', responseStatus: response.status, responseBody: body })
    .where(where);
  return response;
}
