/**
 * Tour and day files: attaching staged uploads, listing, deleting. Owns the `files` rows of kind
 * TOUR and DAY, which are synced rows of their tour: every write takes the tour's version under its
 * row lock and deletes are tombstones. Never removes bytes itself — deleting returns the storage
 * key, and the caller removes the bytes after the transaction commits (a rollback keeps them).
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { TourFile } from '#contract/files';
import type { Queryable } from '../../db/client';
import { type FileKind, files, TOUR_FILE_KINDS } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { notFound } from '../../http/errors';
import { nextTourVersion, tombstone } from '../../sync/versioning';
import { requireDay } from '../tour-days/tour-days.service';
import { requireTourAccess, requireTourManager } from '../tours/tour-access';
import { displayName } from './files.policy';
import { consumeStagedUpload } from './uploads.service';

export type FileRow = typeof files.$inferSelect;

export const toTourFile = (row: FileRow): TourFile => ({
  id: row.id,
  // Tour and day files always have a tour (a check constraint says so).
  tourId: row.tourId ?? '',
  tourDayId: row.tourDayId,
  name: row.name,
  mimeType: row.mimeType,
  size: row.size,
  uploadedBy: row.uploadedBy,
  createdAt: row.createdAt.toISOString(),
});

async function insertFile(
  db: Queryable,
  actor: AuthUser,
  target: { kind: FileKind; tourId: string; tourDayId: string | null },
  input: { key: string; name?: string },
  now: Date,
): Promise<TourFile> {
  const purpose = target.kind === 'DAY' ? 'DAY_FILE' : 'TOUR_FILE';
  const upload = await consumeStagedUpload(db, actor, input.key, purpose, now);
  const version = await nextTourVersion(db, target.tourId, now);
  const [row] = await db
    .insert(files)
    .values({
      ...target,
      storageKey: upload.key,
      // A new name is the manager's choice of words; the extension still follows the content.
      name: input.name ? displayName(input.name, upload.mimeType) : upload.name,
      mimeType: upload.mimeType,
      size: upload.size,
      uploadedBy: actor.id,
      version,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('file insert returned nothing');
  return toTourFile(row);
}

export async function attachTourFile(
  db: Queryable,
  actor: AuthUser,
  tourId: string,
  input: { key: string; name?: string },
  now: Date,
): Promise<TourFile> {
  await requireTourManager(db, actor, tourId);
  return insertFile(db, actor, { kind: 'TOUR', tourId, tourDayId: null }, input, now);
}

export async function attachDayFile(
  db: Queryable,
  actor: AuthUser,
  input: { tourDayId: string; key: string; name?: string },
  now: Date,
): Promise<TourFile> {
  const { day } = await requireDay(db, actor, input.tourDayId, { manage: true });
  return insertFile(db, actor, { kind: 'DAY', tourId: day.tourId, tourDayId: day.id }, input, now);
}

const live = (kind: FileKind) => and(eq(files.kind, kind), isNull(files.deletedAt));

export async function listTourFiles(db: Queryable, actor: AuthUser, tourId: string): Promise<TourFile[]> {
  await requireTourAccess(db, actor, tourId);
  const rows = await db
    .select()
    .from(files)
    .where(and(eq(files.tourId, tourId), live('TOUR')))
    .orderBy(asc(files.createdAt), asc(files.name), asc(files.id));
  return rows.map(toTourFile);
}

export async function listDayFiles(db: Queryable, actor: AuthUser, tourDayId: string): Promise<TourFile[]> {
  await requireDay(db, actor, tourDayId);
  const rows = await db
    .select()
    .from(files)
    .where(and(eq(files.tourDayId, tourDayId), live('DAY')))
    .orderBy(asc(files.createdAt), asc(files.name), asc(files.id));
  return rows.map(toTourFile);
}

/** A live tour or day file the caller may see (of `kinds`), with their access to its tour; else 404. */
export async function requireTourFile(
  db: Queryable,
  actor: AuthUser,
  fileId: string,
  kinds: readonly FileKind[] = TOUR_FILE_KINDS,
  { manage = false } = {},
) {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), inArray(files.kind, [...kinds]), isNull(files.deletedAt)));
  if (!row?.tourId) throw notFound();
  const access = manage
    ? await requireTourManager(db, actor, row.tourId)
    : await requireTourAccess(db, actor, row.tourId);
  return { file: row, ...access };
}

/** Tombstones the file (a sync `delete`); returns the storage key whose bytes are to be removed. */
export async function deleteTourFile(
  db: Queryable,
  actor: AuthUser,
  fileId: string,
  now: Date,
  kinds: readonly FileKind[] = TOUR_FILE_KINDS,
): Promise<string> {
  const { file } = await requireTourFile(db, actor, fileId, kinds, { manage: true });
  const version = await nextTourVersion(db, file.tourId ?? '', now);
  // Only the request that still finds it live deletes it: a concurrent second delete is a 404.
  const [row] = await tombstone(
    db,
    files,
    and(eq(files.id, fileId), isNull(files.deletedAt)),
    version,
    now,
  ).returning({ storageKey: files.storageKey });
  if (!row) throw notFound();
  return row.storageKey;
}
