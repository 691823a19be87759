/**
 * Idempotency-Key on mutating requests (docs/api.md): a replay answers the stored response, the
 * same key with another body → 422. Only signed-in requests are replayable, and never answers that
 * carry secrets (tokens): those are not stored at all, so a key on them is ignored.
 *
 * The handler runs in ONE transaction with the key's record, so the two commit together or not at
 * all: a server killed mid-request leaves neither its writes nor a key, and the retry runs afresh.
 * The key is claimed first inside that transaction, so a second request with the same key waits
 * for the first and then answers its stored response (the database's unique index does the
 * waiting, on every instance). What is answered before the handler starts — a rate limit, a body
 * that does not validate or was cut off — is not stored: the same key may be sent again. A 4xx of
 * the handler is an answer and is stored (its writes rolled back); a fault (5xx) rolls everything
 * back, so a retry runs again.
 */
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import * as v from 'valibot';
import { MESSAGES } from '#contract/messages';
import { idempotencyKeys } from '../db/schema/index';
import type { AppEnv, AuthUser } from './context';
import { handleError } from './error-handler';
import { AppError, validationFailed } from './errors';
import { RequestHash } from './request-hash';
import { depsInTransaction } from './request-transaction';

const KeySchema = v.pipe(v.string(), v.uuid());

/** The two halves of a route (route.ts): reading the request, then handling it. */
export interface IdempotentSteps<Received> {
  /** The route streams its file part: the hash is fed while it streams, not from a held body. */
  streamsFile: boolean;
  receive(hash?: RequestHash): Promise<Received>;
  execute(received: Received): Promise<Response>;
  /** Undoes what `receive` kept (a streamed file) when the request is a replay. */
  discard(received: Received): Promise<void>;
}

type StoredKey = typeof idempotencyKeys.$inferSelect;
type Outcome =
  | { ran: Response; removals: string[]; committed: (() => void)[] }
  | { stored: StoredKey | undefined };

/**
 * JSON (or any body not streamed by the route): its bytes, read as bytes, not text, so the route
 * reading them again from Hono's cache gets them unaltered. A body the client stopped sending is a
 * 400, not a 500. Forms the route does not stream are read whole by the route anyway.
 */
async function hashHeldBody(c: Context<AppEnv>, hash: RequestHash): Promise<void> {
  const multipart = (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
  try {
    if (!multipart) {
      hash.bytes(new Uint8Array(await c.req.arrayBuffer()));
      return;
    }
    const form = await c.req.formData();
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') hash.field(name, value);
      else {
        hash.file(name, value.name, value.type);
        hash.fileBytes(new Uint8Array(await value.arrayBuffer()));
      }
    }
  } catch {
    throw new AppError(400, 'validation_failed', multipart ? MESSAGES.formInvalid : MESSAGES.bodyUnreadable);
  }
}

export async function withIdempotency<Received>(
  c: Context<AppEnv>,
  user: AuthUser,
  steps: IdempotentSteps<Received>,
): Promise<Response> {
  const key = c.req.header('idempotency-key');
  if (key === undefined) return steps.execute(await steps.receive());
  if (!v.is(KeySchema, key)) throw validationFailed({ 'Idempotency-Key': 'Must be a UUID' });

  const url = new URL(c.req.url);
  const hash = new RequestHash(c.req.method, `${url.pathname}${url.search}`);
  if (!steps.streamsFile) await hashHeldBody(c, hash);
  const received = await steps.receive(hash);
  const requestHash = hash.digest();

  const deps = c.get('deps');
  const where = and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, key));
  let outcome: Outcome;
  try {
    outcome = await deps.database.db.transaction(async (tx): Promise<Outcome> => {
      const claimed = await tx
        .insert(idempotencyKeys)
        .values({ userId: user.id, key, requestHash, state: 'running', createdAt: deps.now() })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length === 0) return { stored: (await tx.select().from(idempotencyKeys).where(where))[0] };

      const scoped = depsInTransaction(deps, tx);
      c.set('deps', scoped.deps);
      let ran: Response;
      try {
        // A savepoint: a refusal's partial writes are undone, while its answer is still stored.
        ran = await tx.transaction(() => steps.execute(received));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        scoped.removals.length = 0;
        scoped.committed.length = 0;
        ran = handleError(error, c);
      } finally {
        c.set('deps', deps);
      }
      const isJson = (ran.headers.get('content-type') ?? '').includes('application/json');
      const body: unknown = isJson ? await ran.clone().json() : null;
      await tx
        .update(idempotencyKeys)
        .set({ state: 'done', responseStatus: ran.status, responseBody: body })
        .where(where);
      return { ran, removals: scoped.removals, committed: scoped.committed };
    });
  } catch (error) {
    await steps.discard(received);
    throw error;
  }

  if ('ran' in outcome) {
    for (const storageKey of outcome.removals) await removeAfterCommit(c, storageKey);
    for (const work of outcome.committed) work();
    return outcome.ran;
  }
  // Someone else's request with this key came first (committed, so finished): replay it.
  await steps.discard(received);
  const stored = outcome.stored;
  if (stored && stored.requestHash !== requestHash) {
    throw new AppError(422, 'idempotency_key_mismatch', MESSAGES.idempotencyMismatch);
  }
  if (stored?.state !== 'done' || stored.responseStatus === null) {
    // Only a record left by an older server version that stored its claim on its own.
    throw new AppError(409, 'conflict', MESSAGES.idempotencyInProgress);
  }
  c.header('Idempotent-Replayed', 'true');
  return c.json(stored.responseBody as object, stored.responseStatus as 200);
}

/** Bytes the handler removed, now that nothing can roll back the rows that referred to them. */
async function removeAfterCommit(c: Context<AppEnv>, storageKey: string): Promise<void> {
  const deps = c.get('deps');
  try {
    await deps.storage.remove(storageKey);
  } catch (error) {
    deps.logger.warn('removing file bytes failed', { error: String(error) });
  }
}
