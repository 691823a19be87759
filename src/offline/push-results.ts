/**
 * Settles pushed outbox rows by the server's per-mutation answers, in ONE transaction.
 * applied / duplicate: the server has it, the row goes. conflict: the server kept its value; the
 * row goes, the user is told, and their version is kept visibly (a conflicting copy of a note).
 * rejected: the row stays, `failed`, until the user retries or discards it. Never drops a row
 * the server did not answer for.
 */
import type { MutationResult } from '#contract/sync';
import type { MutationName } from '#contract/sync-mutations';
import { keepConflictingNote } from './conflict-copies';
import { heldVersion, isProfileScope, type OutboxRow, type RoadieDb } from './db';
import { outboxScope, rowMutation } from './outbox';

export type SyncConflict = {
  mutationId: string;
  name: MutationName;
  args: unknown;
  tourId: string;
  /** What the user is told (from the server). */
  message: string;
  code?: string;
  /** The server's value, which was kept. */
  serverValue?: unknown;
  /** For a note edit: the local note that keeps the user's text. */
  copyId?: string;
};

/** The HTTP status a rejected mutation would have had as a REST call (for `OutboxRow.error`). */
const STATUS_OF_CODE: Record<string, number> = {
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
};

export const FALLBACK_REJECTION_MESSAGE = 'The server did not accept this change.';

/**
 * Pulls since this row had their effect re-applied over newer server rows (a lost reply, or
 * another tab's pull meanwhile): the next pull restarts where the row was first sent from, so
 * the server's rows it touched come again and replace the re-applied effect. The device still
 * holds everything up to where it was (`held`): a catch-up, not a tour arriving.
 */
async function rewind(db: RoadieDb, row: OutboxRow) {
  const state = await db.syncState.get(row.scope);
  if (state && row.baseVersion !== undefined && state.version > row.baseVersion) {
    await db.syncState.put({ ...state, version: row.baseVersion, held: heldVersion(state) });
  }
}

/**
 * The server kept its value and rolled the whole write back. A note edit is settled locally from
 * the server's value (plus a conflicting copy); anything else re-pulls the tour, since a normal
 * pull will not resend rows the server did not change.
 */
async function keepUsersVersion(db: RoadieDb, row: OutboxRow, result: MutationResult): Promise<SyncConflict> {
  const mutation = rowMutation(row);
  const kept =
    mutation?.name === 'note.update'
      ? await keepConflictingNote(db, mutation.args, row, result.serverValue)
      : { restored: false };
  // A profile write is settled by re-reading the profile (the engine does, for its scope).
  if (!kept.restored && !isProfileScope(row.scope)) {
    const state = await db.syncState.get(row.scope);
    await db.syncState.put({ tourId: row.scope, version: state?.version ?? 0, resync: true });
  }
  return {
    mutationId: row.mutationId,
    name: row.name,
    args: row.args,
    tourId: row.scope,
    message: result.message ?? 'Someone else changed this in the meantime.',
    code: result.code,
    serverValue: result.serverValue,
    copyId: kept.copyId,
  };
}

export async function settleResults(
  db: RoadieDb,
  batch: readonly OutboxRow[],
  results: readonly MutationResult[],
): Promise<{ tours: Set<string>; conflicts: SyncConflict[]; unanswered: number }> {
  const byId = new Map(results.map((result) => [result.mutationId, result]));
  const tours = new Set<string>();
  const conflicts: SyncConflict[] = [];
  let unanswered = 0;
  await db.transaction('rw', [...outboxScope(db), db.syncState], async () => {
    // Re-read: the user may have discarded a row while it was on the way.
    const rows = await db.outbox.bulkGet(batch.map((row) => row.seq));
    for (const row of rows) {
      if (!row) continue;
      const result = byId.get(row.mutationId);
      if (!result) {
        unanswered += 1;
        await db.outbox.put({ ...row, status: 'pending' });
        continue;
      }
      if (result.status === 'rejected') {
        const code = result.code ?? 'rejected';
        await db.outbox.put({
          ...row,
          status: 'failed',
          error: {
            status: STATUS_OF_CODE[code] ?? 422,
            message: result.message ?? FALLBACK_REJECTION_MESSAGE,
            code,
          },
        });
        continue;
      }
      await db.outbox.delete(row.seq);
      await rewind(db, row);
      tours.add(row.scope);
      if (result.status === 'conflict') conflicts.push(await keepUsersVersion(db, row, result));
    }
  });
  return { tours, conflicts, unanswered };
}
