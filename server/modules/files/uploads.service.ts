/**
 * Staged uploads: bytes checked by content, stored, and owned by their uploader until attached.
 * Owns the staged_uploads rows and the bytes of unattached uploads. Never stores a file whose type
 * or size the purpose does not allow, and never hands one user's upload to another.
 */
import { and, eq, gt } from 'drizzle-orm';
import { FILE_MESSAGES, STAGED_UPLOAD_TTL_HOURS, type Upload, type UploadPurpose } from '#contract/files';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Queryable } from '../../db/client';
import { stagedUploads } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { AppError, notFound, validationFailed } from '../../http/errors';
import { displayName, typeAllowed, type UploadRules, uploadRules } from './files.policy';
import { receiveUpload, type StoredUpload, uploadTooLarge } from './upload-stream';

export type StagedUploadRow = typeof stagedUploads.$inferSelect;

const typeNotAllowed = () =>
  new AppError(400, 'validation_failed', FILE_MESSAGES.typeNotAllowed, {
    file: FILE_MESSAGES.typeNotAllowed,
  });

function requireFits(rules: UploadRules, mimeType: string | null, size: number): string {
  if (size > rules.maxBytes) throw uploadTooLarge(rules.maxBytes);
  if (!typeAllowed(rules, mimeType)) throw typeNotAllowed();
  return mimeType;
}

/**
 * Checks the stored bytes against the purpose and records the upload for its owner. On a refusal
 * (or any failure) the caller removes the bytes: `POST /upload` discards its streamed file part.
 */
export async function recordUpload(
  db: Queryable,
  actor: AuthUser,
  input: { stored: StoredUpload; purpose: UploadPurpose },
  now: Date,
): Promise<Upload> {
  const { stored, purpose } = input;
  if (stored.size === 0) throw validationFailed({ file: FILE_MESSAGES.empty });
  const mimeType = requireFits(uploadRules(purpose), stored.mimeType, stored.size);
  const upload: Upload = {
    key: stored.key,
    name: displayName(stored.name, mimeType),
    mimeType,
    size: stored.size,
  };
  await db.insert(stagedUploads).values({ ...upload, ownerId: actor.id, purpose, createdAt: now });
  return upload;
}

/** Stores bytes already in memory (the demo seed) by the same rules; nothing is kept on refusal. */
export async function stageUpload(
  db: Queryable,
  storage: FileStorage,
  actor: AuthUser,
  input: { name: string; bytes: Uint8Array; purpose: UploadPurpose },
  now: Date,
): Promise<Upload> {
  const { name, bytes, purpose } = input;
  const stream = new Blob([new Uint8Array(bytes)]).stream();
  const received = await receiveUpload(storage, { name, stream, fieldsBefore: { purpose } });
  try {
    return await recordUpload(db, actor, { stored: received.value, purpose }, now);
  } catch (error) {
    await received.discard();
    throw error;
  }
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
