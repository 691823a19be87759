/**
 * The record of every processed mutation (`sync_mutations`), read and written by the pushing USER's
 * own mutation id. Ids are client-made UUIDs but the table's key is global: an id another user holds
 * already (someone replaying a seen id, or an astronomically unlikely collision) is stored under a key
 * derived from the user and the id. So another user's id behaves exactly like a fresh one — applied
 * once, replayed as `duplicate` — and never blocks the batch or reveals that the id exists.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { MutationResult } from '#contract/sync';
import type { Tx } from '../db/client';
import { syncMutations } from '../db/schema/index';

type MutationRecord = typeof syncMutations.$inferInsert;

/** A UUID-shaped key of this user's own for `mutationId` (stable, so a replay finds it). */
export function userScopedKey(userId: string, mutationId: string): string {
  const hex = createHash('sha256').update(`${userId}:${mutationId}`).digest('hex');
  return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20, 32)].join(
    '-',
  );
}

/** This user's earlier answer for the mutation id, if it was processed. */
export async function findRecord(
  tx: Tx,
  userId: string,
  mutationId: string,
): Promise<{ status: MutationRecord['status']; result: MutationResult } | undefined> {
  const [previous] = await tx
    .select({ status: syncMutations.status, result: syncMutations.result })
    .from(syncMutations)
    .where(
      and(
        eq(syncMutations.userId, userId),
        inArray(syncMutations.mutationId, [mutationId, userScopedKey(userId, mutationId)]),
      ),
    )
    .limit(1);
  return previous && { status: previous.status, result: previous.result as MutationResult };
}

/** Stores the answer under the id itself, or under the user's own key when another user has the id. */
export async function saveRecord(tx: Tx, record: MutationRecord): Promise<void> {
  const [stored] = await tx
    .insert(syncMutations)
    .values(record)
    .onConflictDoNothing({ target: syncMutations.mutationId })
    .returning({ mutationId: syncMutations.mutationId });
  if (stored) return;
  await tx
    .insert(syncMutations)
    .values({ ...record, mutationId: userScopedKey(record.userId, record.mutationId) });
}
