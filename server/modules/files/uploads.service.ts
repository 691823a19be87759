/**
 * Staged uploads: bytes checked by content, stored, and owned by their uploader until attached.
 * Owns the staged_uploads rows and the bytes of unattached uploads. Never stores a file whose type
 * or size the purpose does not allow, and never hands one user's upload to another.
 */
import { and, eq, gt } from 'drizzle-orm';
import { FILE_MESSAGES, STAGED_UPLOAD_TTL_HOURS, type Upload, type UploadPurpose } from '#contract/files';
import type { FileStorage } from '../../adapters/storage/file-storage';
import { newStorageKey } from '../../adapters/storage/file-storage';
import type { Queryable } from '../../db/client';
import { stagedUploads } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { AppError, notFound } from '../../http/errors';
import { displayName, typeAllowed, type UploadRules, uploadRules } from './files.policy';
import { sniffMimeType } from './sniff';

export type StagedUploadRow = typeof stagedUploads.$inferSelect;

const tooLarge = (maxBytes: number) =>
  new AppError(413, 'payload_too_large', FILE_MESSAGES.tooLarge(maxBytes), {
    file: FILE_MESSAGES.tooLarge(maxBytes),
  });
const typeNotAllowed = () =>
  new AppError(400, 'validation_failed', FILE_MESSAGES.typeNotAllowed, {
    file: FILE_MESSAGES.typeNotAllowed,
  });

function requireFits(rules: UploadRules, mimeType: string | null, size: number): string {
  if (size > rules.maxBytes) throw tooLarge(rules.maxBytes);
  if (!typeAllowed(rules, mimeType)) throw typeNotAllowed();
  return mimeType;
}

/** Checks the bytes, stores them, and records the upload for its owner; nothing is kept on refusal. */
export async function stageUpload(
  db: Queryable,
  storage: FileStorage,
  actor: AuthUser,
  input: { name: string; bytes: Uint8Array; purpose: UploadPurpose },
  now: Date,
): Promise<Upload> {
  const rules = uploadRules(input.purpose);
  // Size first: no point reading 25 MB to find out what they are if they may not be kept anyway.
  if (input.bytes.length > rules.maxBytes) throw tooLarge(rules.maxBytes);
  const mimeType = requireFits(rules, sniffMimeType(input.bytes, input.name), input.bytes.length);
  const upload: Upload = {
    key: newStorageKey(),
    name: displayName(input.name, mimeType),
    mimeType,
    size: input.bytes.length,
  };
  await storage.put(upload.key, input.bytes);
  try {
    await db
      .insert(stagedUploads)
      .values({ ...upload, ownerId: actor.id, purpose: input.purpose, createdAt: now });
  } catch (error) {
    await storage.remove(upload.key);
    throw error;
  }
  return upload;
}

export const staleBefore = (now: Date) => new Date(now.getTime() - STAGED_UPLOAD_TTL_HOURS * 3600_000);
const uploadNotFound = () => notFound(FILE_MESSAGES.uploadNotFound);

/**
 * Takes the caller's live staged upload for attaching (the row is gone once the transaction commits,
 * so one upload is attached once) and checks it fits what it becomes.
 */
export async function consumeStagedUpload(
  db: Queryable,
  actor: AuthUser,
  key: string,
  target: UploadPurpose,
  now: Date,
): Promise<StagedUploadRow> {
  const [row] = await db
    .delete(stagedUploads)
    .where(
      and(
        eq(stagedUploads.key, key),
        eq(stagedUploads.ownerId, actor.id),
        gt(stagedUploads.createdAt, staleBefore(now)),
      ),
    )
    .returning();
  if (!row) throw uploadNotFound();
  requireFits(uploadRules(target), row.mimeType, row.size);
  return row;
}

/** Forgets the caller's own unattached upload; returns its storage key for removing the bytes. */
export async function discardStagedUpload(db: Queryable, actor: AuthUser, key: string): Promise<string> {
  const [row] = await db
    .delete(stagedUploads)
    .where(and(eq(stagedUploads.key, key), eq(stagedUploads.ownerId, actor.id)))
    .returning({ key: stagedUploads.key });
  if (!row) throw uploadNotFound();
  return row.key;
}
