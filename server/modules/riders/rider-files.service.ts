/**
 * Files of a rider or of one of its supporting acts: `files` rows of kind RIDER, synced as
 * `riderFile`. Attaching consumes a staged RIDER_FILE upload; deleting tombstones the row and returns
 * the storage key, whose bytes the caller removes after the transaction commits.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { RiderFile } from '#contract/rider-supporting-acts';
import { RIDER_MESSAGES } from '#contract/riders';
import type { Queryable } from '../../db/client';
import { files } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { notFound, validationFailed } from '../../http/errors';
import { nextTourVersion, tombstone } from '../../sync/versioning';
import { displayName } from '../files/files.policy';
import type { FileRow } from '../files/files.service';
import { consumeStagedUpload } from '../files/uploads.service';
import type { RiderRow } from './rider-access';

export const toRiderFile = (row: FileRow): RiderFile => ({
  id: row.id,
  // Rider files always have a tour and a rider (a check constraint says so).
  tourId: row.tourId ?? '',
  riderId: row.riderId ?? '',
  supportingActId: row.supportingActId,
  name: row.name,
  mimeType: row.mimeType,
  size: row.size,
  uploadedBy: row.uploadedBy,
  createdAt: row.createdAt.toISOString(),
});

const liveRiderFile = and(eq(files.kind, 'RIDER'), isNull(files.deletedAt));

/** The live files of these riders (supporting acts' too), oldest first. */
export async function filesOfRiders(db: Queryable, riderIds: string[]) {
  if (riderIds.length === 0) return [];
  const rows = await db
    .select()
    .from(files)
    .where(and(inArray(files.riderId, riderIds), liveRiderFile))
    .orderBy(asc(files.createdAt), asc(files.name), asc(files.id));
  return rows.map(toRiderFile);
}

/** The caller has already been checked as a manager of `rider`'s tour. */
export async function attachRiderFile(
  db: Queryable,
  actor: AuthUser,
  rider: RiderRow,
  supportingActId: string | null,
  input: { key: string; name?: string },
  now: Date,
): Promise<RiderFile> {
  const upload = await consumeStagedUpload(db, actor, input.key, 'RIDER_FILE', now);
  // A personal document's scan must never become a file everyone on the tour can open.
  if (upload.purpose !== 'RIDER_FILE')
    throw validationFailed({ key: RIDER_MESSAGES.wrongPurpose }, RIDER_MESSAGES.wrongPurpose);
  const version = await nextTourVersion(db, rider.tourId, now);
  const [row] = await db
    .insert(files)
    .values({
      kind: 'RIDER',
      tourId: rider.tourId,
      riderId: rider.id,
      supportingActId,
      storageKey: upload.key,
      name: input.name ? displayName(input.name, upload.mimeType) : upload.name,
      mimeType: upload.mimeType,
      size: upload.size,
      uploadedBy: actor.id,
      version,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('rider file insert returned nothing');
  return toRiderFile(row);
}

/** Tombstones a file of exactly this rider or supporting act; returns its storage key. */
export async function deleteRiderFile(
  db: Queryable,
  rider: RiderRow,
  supportingActId: string | null,
  fileId: string,
  now: Date,
): Promise<string> {
  const version = await nextTourVersion(db, rider.tourId, now);
  const owner = supportingActId ? eq(files.supportingActId, supportingActId) : isNull(files.supportingActId);
  // Only the request that still finds it live deletes it: a concurrent second delete is a 404.
  const [row] = await tombstone(
    db,
    files,
    and(eq(files.id, fileId), eq(files.riderId, rider.id), owner, liveRiderFile),
    version,
    now,
  ).returning({ storageKey: files.storageKey });
  if (!row) throw notFound();
  return row.storageKey;
}

/** The storage keys of files a cascade tombstoned: the caller removes their bytes after the commit. */
export async function storageKeysOf(db: Queryable, fileIds: readonly string[]): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const rows = await db
    .select({ storageKey: files.storageKey })
    .from(files)
    .where(inArray(files.id, [...fileIds]));
  return rows.map((row) => row.storageKey);
}
