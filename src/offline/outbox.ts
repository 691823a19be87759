/**
 * Owns the outbox: every offline write, in order, until the server has answered for it
 * (docs/offline-client.md). A write's local effect and its outbox row are stored in ONE transaction.
 * It must never drop a row the server has not applied, except when the user discards it.
 */
import type { MutationName } from '#contract/sync-mutations';
import { EFFECT_TABLES, isProfileScope, type OutboxRow, type RoadieDb } from './db';
import { type AnyMutation, runEffect, touchedIds } from './local-effects';
import { type MutationInput, parseMutation, targetMissing } from './mutations';

/** The tables a transaction needs to apply effects and touch the outbox. */
export const outboxScope = (db: RoadieDb) => [...EFFECT_TABLES.map((name) => db[name]), db.outbox];

let lastWriteAt = 0;

/**
 * When a write was made: always after the write before it in this tab, so two made in one
 * millisecond keep their order wherever it is read from their time (a conversation's messages).
 */
function writeTime(): string {
  lastWriteAt = Math.max(Date.now(), lastWriteAt + 1);
  return new Date(lastWriteAt).toISOString();
}

/**
 * Validates the write, then in ONE transaction applies it to the mirror and appends it to the
 * outbox. Throws `ApiError` (400 with field messages, or 404 when its target is not on this
 * device); then nothing is stored. Returns the stored row.
 */
export async function enqueueMutation<N extends MutationName>(
  db: RoadieDb,
  name: N,
  input: MutationInput<N>,
): Promise<OutboxRow> {
  const mutation = parseMutation(name, input);
  const createdAt = writeTime();
  return db.transaction('rw', outboxScope(db), async () => {
    const scope = await runEffect(db, mutation, { userId: db.userId, at: createdAt });
    if (!scope) throw targetMissing();
    const row: Omit<OutboxRow, 'seq'> = {
      mutationId: crypto.randomUUID(),
      name: mutation.name,
      args: mutation.args,
      scope,
      createdAt,
      status: 'pending',
      attempts: 0,
      entityIds: touchedIds(mutation),
    };
    const seq = await db.outbox.add(row);
    return { ...row, seq };
  });
}

/** The stored write as a typed mutation; `null` if it no longer passes the contract. */
export function rowMutation(row: Pick<OutboxRow, 'name' | 'args'>): AnyMutation | null {
  try {
    return parseMutation(row.name, row.args);
  } catch {
    return null;
  }
}

/**
 * Re-applies a tour's outbox, or the profile's (PROFILE_SCOPE) — pending, sending AND failed: the
 * user's version stays visible until they discard it — on top of freshly read rows. Runs inside
 * the caller's transaction.
 */
export async function reapplyOutbox(db: RoadieDb, scope: string): Promise<void> {
  const rows = await db.outbox.where('scope').equals(scope).sortBy('seq');
  for (const row of rows) {
    const mutation = rowMutation(row);
    if (mutation) await runEffect(db, mutation, { userId: db.userId, at: row.createdAt });
  }
}

/** Every row still waiting, in the order the server must apply them. */
export function outboxRows(db: RoadieDb): Promise<OutboxRow[]> {
  return db.outbox.orderBy('seq').toArray();
}

/** Ids of mirror rows with a write still in the outbox (for "waiting to sync" marks). */
export async function pendingEntityIds(db: RoadieDb): Promise<Set<string>> {
  const ids = await db.outbox.orderBy('entityIds').uniqueKeys();
  return new Set(ids.map(String));
}

/**
 * Sends a failed write again: as a NEW mutation at the end of the queue (the server remembers the
 * old id's answer and would only repeat it). Returns the new mutation id, or null if not failed.
 */
export async function requeueFailed(db: RoadieDb, mutationId: string): Promise<string | null> {
  return db.transaction('rw', db.outbox, async () => {
    const row = await db.outbox.where('mutationId').equals(mutationId).first();
    if (row?.status !== 'failed') return null;
    await db.outbox.delete(row.seq);
    const { seq: _seq, error: _error, baseVersion: _baseVersion, ...rest } = row;
    const next = { ...rest, mutationId: crypto.randomUUID(), status: 'pending' as const, attempts: 0 };
    await db.outbox.add(next);
    return next.mutationId;
  });
}

/**
 * Drops a write the user gave up on and asks for a full re-pull of its tour (its local effect is
 * still in the mirror; only the server's rows can undo it). Returns its scope (the tour, or
 * PROFILE_SCOPE: the caller re-reads the profile instead), or null.
 */
export async function removeFromOutbox(db: RoadieDb, mutationId: string): Promise<string | null> {
  return db.transaction('rw', [db.outbox, db.syncState], async () => {
    const row = await db.outbox.where('mutationId').equals(mutationId).first();
    if (!row) return null;
    await db.outbox.delete(row.seq);
    if (isProfileScope(row.scope)) return row.scope;
    const state = await db.syncState.get(row.scope);
    await db.syncState.put({ tourId: row.scope, version: state?.version ?? 0, resync: true });
    return row.scope;
  });
}
