/**
 * Push (docs/offline-client.md): one transaction per batch, with a savepoint per mutation when it
 * needs one (a first attempt without savepoints; any mutation that does not apply cleanly rolls it
 * back and the batch runs again with them). Each mutation commits together with its dedupe record
 * and the device's `last_seq`, so a lost reply
 * replayed later is answered `duplicate`, never applied twice. One mutation never blocks the queue:
 * whatever it throws — bad input, no access, a conflict, or a bug (push-faults.ts) — is rolled back to
 * its savepoint, answered for it alone, recorded, and still advances `last_seq`. Only the database
 * being unavailable or busy stops the batch (5xx) with the failing mutation and those after it
 * unrecorded: the device then sends the batch again as it was, and what was recorded answers
 * `duplicate`.
 *
 * Per batch: the device row is locked once (two batches of one device serialise on it), the earlier
 * answers are read in one query, and the new records and `last_seq` are written once, at the end.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Mutation, MutationResult, PushResponse } from '#contract/sync';
import type { Tx } from '../db/client';
import { syncDevices } from '../db/schema/index';
import type { AppDeps, AuthUser } from '../http/context';
import {
  type EarlierAnswer,
  findRecords,
  type MutationRecord,
  saveRecords,
  storable,
} from './mutation-records';
import { decide, NeedsIsolation, printable } from './push-apply';

/** Makes the device's row on its first push, locks it and reads how far its queue got. */
async function lockDevice(tx: Tx, userId: string, deviceId: string): Promise<number> {
  await tx.insert(syncDevices).values({ userId, deviceId, lastSeq: 0 }).onConflictDoNothing();
  const [device] = await tx
    .select({ lastSeq: syncDevices.lastSeq })
    .from(syncDevices)
    .where(and(eq(syncDevices.userId, userId), eq(syncDevices.deviceId, deviceId)))
    .for('update');
  return device?.lastSeq ?? 0;
}

/**
 * A replay (lost reply) gets the first answer again: 'duplicate' for what was applied, and the same
 * rejection or conflict otherwise, so the device can never mistake a refusal for success.
 */
const replayAnswer = (mutationId: string, earlier: EarlierAnswer): MutationResult =>
  earlier.status === 'applied' ? { mutationId, status: 'duplicate' } : earlier.result;

/** `fault`: the passing fault the batch stopped on, thrown once what came before it has committed. */
type BatchOutcome = { response: PushResponse; fault?: { error: unknown } };

async function pushBatch(
  tx: Tx,
  deps: AppDeps,
  actor: AuthUser,
  deviceId: string,
  mutations: Mutation[],
  isolated: boolean,
): Promise<BatchOutcome> {
  const seen = await lockDevice(tx, actor.id, deviceId);
  const earlier = await findRecords(
    tx,
    actor.id,
    mutations.map((m) => m.mutationId),
  );
  const results: MutationResult[] = [];
  const records: MutationRecord[] = [];
  let lastSeq = seen;
  let fault: BatchOutcome['fault'];
  for (const mutation of mutations) {
    // Lower case: the same uuid sent twice in one batch, in either case, is one mutation.
    const key = mutation.mutationId.toLowerCase();
    const previous = earlier.get(key);
    if (previous) {
      results.push(replayAnswer(mutation.mutationId, previous));
      continue;
    }
    if (mutation.seq <= lastSeq) {
      results.push({ mutationId: mutation.mutationId, status: 'duplicate' });
      continue;
    }
    let result: MutationResult;
    try {
      result = storable(await decide(tx, deps, actor, mutation, isolated));
    } catch (error) {
      if (error instanceof NeedsIsolation) throw error;
      // Rolled back to its savepoint already: what came before still commits, then the batch fails.
      fault = { error };
      break;
    }
    results.push(result);
    earlier.set(key, { status: result.status, result });
    records.push({
      mutationId: mutation.mutationId,
      userId: actor.id,
      deviceId,
      seq: mutation.seq,
      name: printable(mutation.name),
      status: result.status,
      result,
      createdAt: deps.now(),
    });
    lastSeq = mutation.seq;
  }
  await saveRecords(tx, records);
  if (lastSeq > seen) {
    await tx
      .update(syncDevices)
      .set({ lastSeq: sql`greatest(${syncDevices.lastSeq}, ${lastSeq})`, updatedAt: deps.now() })
      .where(and(eq(syncDevices.userId, actor.id), eq(syncDevices.deviceId, deviceId)));
  }
  return { response: { results, lastSeq }, fault };
}

export async function pushMutations(
  deps: AppDeps,
  actor: AuthUser,
  deviceId: string,
  mutations: Mutation[],
): Promise<PushResponse> {
  const ordered = [...mutations].sort((a, b) => a.seq - b.seq);
  const attempt = (isolated: boolean) =>
    deps.database.db.transaction((tx) => pushBatch(tx, deps, actor, deviceId, ordered, isolated));
  let outcome: BatchOutcome;
  try {
    // Most batches apply cleanly (a replay of a day's work): two statements an edit fewer without
    // the savepoints. Anything else rolls the whole attempt back and runs the batch isolated.
    outcome = await attempt(false);
  } catch (error) {
    if (!(error instanceof NeedsIsolation)) throw error;
    outcome = await attempt(true);
  }
  if (outcome.fault) throw outcome.fault.error;
  return outcome.response;
}
