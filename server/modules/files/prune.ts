/**
 * Housekeeping of file bytes (run by the hourly maintenance). Owns removing bytes nobody can reach:
 * staged uploads never attached in time, and bytes whose file went away without a per-file delete
 * (a whole tour, artist or workspace deleted — its reports' files with it; a crash between writing bytes and
 * recording them).
 * Never removes bytes a live file or staged upload refers to, nor bytes younger than the grace period.
 */
import { and, inArray, isNull, lt } from 'drizzle-orm';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Queryable } from '../../db/client';
import { files, reportFiles, stagedUploads } from '../../db/schema/index';
import { staleBefore } from './uploads.service';

/** Bytes written this recently may belong to an upload whose row is about to be recorded. */
const ORPHAN_GRACE_MS = 60 * 60 * 1000;
const BATCH = 500;

export async function pruneStagedUploads(db: Queryable, storage: FileStorage, now: Date): Promise<number> {
  const stale = await db
    .delete(stagedUploads)
    .where(lt(stagedUploads.createdAt, staleBefore(now)))
    .returning({ key: stagedUploads.key });
  for (const { key } of stale) await storage.remove(key);
  return stale.length;
}

/** The keys of `keys` still referred to — in ONE statement, so an attach committing meanwhile is seen whole. */
async function referenced(db: Queryable, keys: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ key: stagedUploads.key })
    .from(stagedUploads)
    .where(inArray(stagedUploads.key, keys))
    .union(
      db
        .select({ key: files.storageKey })
        .from(files)
        .where(and(inArray(files.storageKey, keys), isNull(files.deletedAt))),
    )
    // A report's CSV and PDF (server/modules/reports/) live in the same storage.
    .union(
      db
        .select({ key: reportFiles.storageKey })
        .from(reportFiles)
        .where(inArray(reportFiles.storageKey, keys)),
    );
  return new Set(rows.map((row) => row.key));
}

async function removeUnreferenced(db: Queryable, storage: FileStorage, keys: string[]): Promise<number> {
  if (keys.length === 0) return 0;
  const keep = await referenced(db, keys);
  const orphans = keys.filter((key) => !keep.has(key));
  for (const key of orphans) await storage.remove(key);
  return orphans.length;
}

export async function pruneOrphanBytes(db: Queryable, storage: FileStorage, now: Date): Promise<number> {
  const cutoff = now.getTime() - ORPHAN_GRACE_MS;
  let removed = 0;
  let batch: string[] = [];
  for await (const stored of storage.list()) {
    if (stored.storedAt.getTime() >= cutoff) continue;
    batch.push(stored.key);
    if (batch.length === BATCH) {
      removed += await removeUnreferenced(db, storage, batch);
      batch = [];
    }
  }
  return removed + (await removeUnreferenced(db, storage, batch));
}

/** Both sweeps, staged uploads first (their bytes then go with their rows). */
export async function pruneFiles(db: Queryable, storage: FileStorage, now: Date) {
  await pruneStagedUploads(db, storage, now);
  await pruneOrphanBytes(db, storage, now);
}
