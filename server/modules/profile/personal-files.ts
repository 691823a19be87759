/**
 * The `files` rows of one person: PERSONAL documents and passport scans, and the AVATAR. Owns how a
 * staged upload becomes such a row and how it is retired. Never removes bytes: retiring answers the
 * storage key, and the caller removes the bytes once the transaction has committed (a rollback
 * keeps them; a sync replay leaves them to the orphan sweep, which skips live rows only).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { UploadPurpose } from '#contract/files';
import { isPersonalDocumentKind, type PersonalDocument, type PersonalFileKind } from '#contract/profile';
import type { PassportScan } from '#contract/travelling-details';
import type { Queryable } from '../../db/client';
import { files } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { consumeStagedUpload } from '../files/uploads.service';

export type FileRow = typeof files.$inferSelect;

const fileFields = (row: FileRow) => ({
  fileId: row.id,
  name: row.name,
  mimeType: row.mimeType,
  size: row.size,
  createdAt: row.createdAt.toISOString(),
});

/** The documents of a profile; passport scans are listed under their passport instead (null here). */
export const toPersonalDocument = (row: FileRow): PersonalDocument | null =>
  isPersonalDocumentKind(row.documentKind) ? { kind: row.documentKind, ...fileFields(row) } : null;

export const toPassportScan = (row: FileRow): PassportScan => ({ kind: 'PASSPORT', ...fileFields(row) });

export async function findLiveFile(db: Queryable, fileId: string): Promise<FileRow | undefined> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), isNull(files.deletedAt)));
  return row;
}

/** Turns the caller's staged upload into a file of theirs (PERSONAL with its kind, or AVATAR). */
export async function insertPersonalFile(
  db: Queryable,
  actor: AuthUser,
  key: string,
  target: { kind: 'PERSONAL'; documentKind: PersonalFileKind } | { kind: 'AVATAR' },
  now: Date,
): Promise<FileRow> {
  const purpose: UploadPurpose = target.kind === 'AVATAR' ? 'AVATAR' : 'PERSONAL_DOCUMENT';
  const upload = await consumeStagedUpload(db, actor, key, purpose, now);
  const [row] = await db
    .insert(files)
    .values({
      kind: target.kind,
      documentKind: target.kind === 'PERSONAL' ? target.documentKind : null,
      ownerUserId: actor.id,
      storageKey: upload.key,
      name: upload.name,
      mimeType: upload.mimeType,
      size: upload.size,
      uploadedBy: actor.id,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('personal file insert returned nothing');
  return row;
}

/** Tombstones a live file of the owner; answers its storage key (null when it was already gone). */
export async function retirePersonalFile(
  db: Queryable,
  ownerId: string,
  fileId: string,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .update(files)
    .set({ deletedAt: now })
    .where(and(eq(files.id, fileId), eq(files.ownerUserId, ownerId), isNull(files.deletedAt)))
    .returning({ storageKey: files.storageKey });
  return row?.storageKey ?? null;
}
