/**
 * The record of every processed mutation (`sync_mutations`), read and written by the pushing USER's
 * own mutation id, one query per push batch. Ids are client-made UUIDs but the table's key is global:
 * an id another user holds already (someone replaying a seen id, or an astronomically unlikely
 * collision) is stored under a key derived from the user and the id. So another user's id behaves
 * exactly like a fresh one — applied once, replayed as `duplicate` — and never blocks the batch or
 * reveals that the id exists.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { MutationResult } from '#contract/sync';
import type { Tx } from '../db/client';
import { syncMutations } from '../db/schema/index';

export type MutationRecord = typeof syncMutations.$inferInsert;
export type EarlierAnswer = { status: MutationRecord['status']; result: MutationResult };

/** A UUID-shaped key of this user's own for `mutationId` (stable, so a replay finds it). */
export function userScopedKey(userId: string, mutationId: string): string {
  const hex = createHash('sha256').update(`${userId}:${mutationId}`).digest('hex');
  return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20, 32)].join(
    '-',
  );
}

/** This user's earlier answers among `mutationIds`, by the mutation id in lower case. */
export async function findRecords(
  tx: Tx,
  userId: string,
  mutationIds: string[],
): Promise<Map<string, EarlierAnswer>> {
  // The uuid column answers in lower case; a device may have sent upper case.
  const byKey = new Map<string, string>();
  for (const id of mutationIds) {
    byKey.set(id.toLowerCase(), id.toLowerCase());
    byKey.set(userScopedKey(userId, id), id.toLowerCase());
  }
  const found = new Map<string, EarlierAnswer>();
  if (mutationIds.length === 0) return found;
  const rows = await tx
    .select({
      mutationId: syncMutations.mutationId,
      status: syncMutations.status,
      result: syncMutations.result,
    })
    .from(syncMutations)
    .where(and(eq(syncMutations.userId, userId), inArray(syncMutations.mutationId, [...byKey.keys()])));
  for (const row of rows) {
    const id = byKey.get(row.mutationId);
    if (id) found.set(id, { status: row.status, result: row.result as MutationResult });
  }
  return found;
}

/**
 * An answer as jsonb can hold it: PostgreSQL refuses the NUL character in jsonb text, and a refusal's
 * message may quote what the device sent ("… but received "a\0b""). One batch insert must never
 * fail on one answer (it would fail the whole batch), so push.ts drops NUL from each answer as it
 * is made: the answer sent and the one stored are the same, and a replay repeats it exactly.
 */
export function storable<T>(result: T): T {
  return withoutNul(result) as T;
}

function withoutNul(value: unknown): unknown {
  if (typeof value === 'string') return value.includes('\0') ? value.replaceAll('\0', '') : value;
  if (Array.isArray(value)) return value.map(withoutNul);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutNul(item)]));
  return value;
}

/**
 * Stores the answers under their ids, or under the user's own key where another user has the id.
 * Two statements at most, whatever the batch's size.
 */
export async function saveRecords(tx: Tx, records: MutationRecord[]): Promise<void> {
  if (records.length === 0) return;
  const stored = await tx
    .insert(syncMutations)
    .values(records)
    .onConflictDoNothing({ target: syncMutations.mutationId })
    .returning({ mutationId: syncMutations.mutationId });
  const storedIds = new Set(stored.map((row) => row.mutationId));
  const taken = records.filter((record) => !storedIds.has(record.mutationId.toLowerCase()));
  if (taken.length === 0) return;
  await tx
    .insert(syncMutations)
    .values(
      taken.map((record) => ({ ...record, mutationId: userScopedKey(record.userId, record.mutationId) })),
    );
}
