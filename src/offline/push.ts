/**
 * Push (device → server, docs/offline-client.md): drains the outbox in seq order, in batches, and settles
 * each row by the server's answer. Must be run by one tab at a time (the engine holds a Web Lock).
 * It never drops a row the server has not answered for: no answer, 5xx or 401 leave every row
 * queued; only applied/duplicate/conflict remove one, and rejected rows stay as `failed`.
 * One edit never blocks the rest: a batch the server refuses for its content (400/413/422), or fails
 * on (5xx) while an empty push still succeeds, is halved until the edit is alone; that edit becomes
 * `failed` (Retry / Discard) and everything behind it goes on. An outage only waits (backoff).
 */
import { MESSAGES } from '#contract/messages';
import { type Mutation, PushResponseSchema } from '#contract/sync';
import { ApiError } from '../api/api-error';
import { isProfileScope, type OutboxError, type OutboxRow, type RoadieDb } from './db';
import { type SyncConflict, settleResults } from './push-results';
import { isSessionRefused, type SyncTransport } from './transport';

export const PUSH_BATCH_SIZE = 100;
/** Well under the server's 1 MB body limit, even for 100 long notes. */
export const PUSH_BATCH_BYTES = 512 * 1024;

export type PushContext = {
  db: RoadieDb;
  transport: SyncTransport;
  deviceId: string;
  isOnline: () => boolean;
  onConflict?: (conflict: SyncConflict) => void;
};

export type PushOutcome = {
  /** drained: nothing pending is left; retry: try again later (backoff); the rest stop until told. */
  kind: 'drained' | 'offline' | 'retry' | 'session-ended';
  /** Scopes the server changed for this device's writes (tours, PROFILE_SCOPE): worth a re-read now. */
  tours: string[];
  error?: unknown;
};

const toWire = (row: OutboxRow): Mutation => ({
  mutationId: row.mutationId,
  seq: row.seq,
  name: row.name,
  args: row.args,
  // The wire keeps its name: the server reads `tourId` (null for the user's own profile).
  tourId: isProfileScope(row.scope) ? null : row.scope,
  createdAt: row.createdAt,
});

/** The next pending rows in seq order: at most `max`, and at most PUSH_BATCH_BYTES (but ≥ 1). */
async function nextBatch(db: RoadieDb, max: number): Promise<OutboxRow[]> {
  const pending = await db.outbox
    .orderBy('seq')
    .filter((row) => row.status === 'pending')
    .limit(max)
    .toArray();
  const batch: OutboxRow[] = [];
  let bytes = 0;
  for (const row of pending) {
    bytes += JSON.stringify(toWire(row)).length;
    if (batch.length > 0 && bytes > PUSH_BATCH_BYTES) break;
    batch.push(row);
  }
  return batch;
}

async function setStatus(db: RoadieDb, batch: OutboxRow[], change: (row: OutboxRow) => OutboxRow) {
  await db.transaction('rw', db.outbox, async () => {
    const current = await db.outbox.bulkGet(batch.map((row) => row.seq));
    await db.outbox.bulkPut(current.flatMap((row) => (row ? [change(row)] : [])));
  });
}

/** Marks a batch as on its way, remembering the tour version each row was first sent from. */
async function markSending(db: RoadieDb, batch: OutboxRow[]) {
  await db.transaction('rw', [db.outbox, db.syncState], async () => {
    const versions = new Map<string, number>();
    // The profile has no version: its rows are re-read whole after the push.
    for (const tourId of new Set(batch.map((row) => row.scope).filter((scope) => !isProfileScope(scope)))) {
      versions.set(tourId, (await db.syncState.get(tourId))?.version ?? 0);
    }
    const current = await db.outbox.bulkGet(batch.map((row) => row.seq));
    await db.outbox.bulkPut(
      current.flatMap((row) =>
        row
          ? [
              {
                ...row,
                status: 'sending' as const,
                attempts: row.attempts + 1,
                baseVersion: row.baseVersion ?? versions.get(row.scope),
              },
            ]
          : [],
      ),
    );
  });
}

/** A row marked `sending` by a tab that died mid-request is simply pending again. */
export async function releaseStaleSending(db: RoadieDb): Promise<void> {
  await db.outbox.where('status').equals('sending').modify({ status: 'pending' });
}

/** The server refused the request itself for its content: splitting it may isolate the bad row. */
const refusedContent = (error: unknown): error is ApiError =>
  error instanceof ApiError && [400, 413, 422].includes(error.status);

/** The server answered but failed on the request (5xx), or answered what it cannot have meant. */
const failedOnIt = (status: number) => status >= 500 || (status >= 200 && status < 300);
const serverFault = (error: unknown): error is ApiError =>
  error instanceof ApiError && failedOnIt(error.status);

/**
 * Whether the server is well apart from this batch: an empty push goes through the same route,
 * session and database work without any edit. No answer, or a failing one, means an outage.
 */
async function serverIsWell(ctx: PushContext): Promise<boolean> {
  try {
    await sendBatch(ctx, []);
    return true;
  } catch {
    return false;
  }
}

/** The reason a failed row shows: the server's own for a refusal, ours for a server fault. */
const asOutboxError = (error: ApiError): OutboxError =>
  failedOnIt(error.status)
    ? { status: error.status, message: MESSAGES.changeNotApplied, code: 'internal_error' }
    : { status: error.status, message: error.message, code: error.code };

export async function pushOutbox(ctx: PushContext): Promise<PushOutcome> {
  const { db } = ctx;
  const tours = new Set<string>();
  const outcome = (kind: PushOutcome['kind'], error?: unknown): PushOutcome => ({
    kind,
    tours: [...tours],
    error,
  });
  await releaseStaleSending(db);
  let max = PUSH_BATCH_SIZE;
  // The seq of a lone edit the server already failed on once in this run: a second fault marks it.
  let faultedOnce: number | null = null;
  for (;;) {
    if (!ctx.isOnline()) return outcome('offline');
    const batch = await nextBatch(db, max);
    if (batch.length === 0) return outcome('drained');
    await markSending(db, batch);

    let response: Awaited<ReturnType<typeof sendBatch>>;
    try {
      response = await sendBatch(ctx, batch);
    } catch (error) {
      await setStatus(db, batch, (row) => ({ ...row, status: 'pending' }));
      if (isSessionRefused(error)) return outcome('session-ended', error);
      const isolate = refusedContent(error) || (serverFault(error) && (await serverIsWell(ctx)));
      if (!isolate) return outcome('retry', error);
      // Halving keeps the order: the first half goes first, then the rest.
      if (batch.length > 1) {
        max = Math.ceil(batch.length / 2);
        continue;
      }
      const [alone] = batch;
      // A lone edit the server failed on gets one more try, so a passing hiccup marks nothing.
      if (serverFault(error) && alone && faultedOnce !== alone.seq) {
        faultedOnce = alone.seq;
        continue;
      }
      await setStatus(db, batch, (row) => ({ ...row, status: 'failed', error: asOutboxError(error) }));
      max = PUSH_BATCH_SIZE;
      continue;
    }

    const settled = await settleResults(db, batch, response.results);
    for (const tourId of settled.tours) tours.add(tourId);
    for (const conflict of settled.conflicts) ctx.onConflict?.(conflict);
    // The server answered for none of them: sending the same batch again would loop.
    if (settled.unanswered === batch.length) return outcome('retry', new Error('Push got no results.'));
  }
}

function sendBatch(ctx: PushContext, batch: OutboxRow[]) {
  return ctx.transport.request('/sync/push', PushResponseSchema, {
    method: 'POST',
    body: { deviceId: ctx.deviceId, mutations: batch.map(toWire) },
  });
}
