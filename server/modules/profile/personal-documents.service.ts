/**
 * Personal documents (headshot, COVID vaccination, driver's licence, W-9): one live file of each
 * kind per person. Attaching replaces the previous one; the replaced bytes are removed by the caller
 * after commit. Only the person attaches or removes their documents.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { PersonalDocument, PersonalDocumentKind } from '#contract/profile';
import type { Queryable } from '../../db/client';
import { files, users } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { notFound } from '../../http/errors';
import { type FileRow, insertPersonalFile, retirePersonalFile, toPersonalDocument } from './personal-files';

export async function listPersonalDocuments(db: Queryable, userId: string): Promise<PersonalDocument[]> {
  const rows = await db
    .select()
    .from(files)
    .where(and(eq(files.ownerUserId, userId), eq(files.kind, 'PERSONAL'), isNull(files.deletedAt)))
    .orderBy(asc(files.createdAt), asc(files.id));
  return rows.flatMap((row) => toPersonalDocument(row) ?? []);
}

/**
 * Serialises one person's document writes: two uploads of the same kind at once would both retire
 * the old file and insert a new one, and the second would hit the one-live-document index (a 500).
 */
async function lockOwner(db: Queryable, userId: string) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

async function liveDocument(db: Queryable, userId: string, kind: PersonalDocumentKind) {
  const [row] = await db
    .select()
    .from(files)
    .where(
      and(
        eq(files.ownerUserId, userId),
        eq(files.kind, 'PERSONAL'),
        eq(files.documentKind, kind),
        isNull(files.deletedAt),
      ),
    );
  return row;
}

function documentOf(row: FileRow): PersonalDocument {
  const document = toPersonalDocument(row);
  if (!document) throw new Error('a personal document row without a document kind');
  return document;
}

/** Attaches the caller's staged upload as their document of `kind`; answers it and the replaced bytes' key. */
export async function attachPersonalDocument(
  db: Queryable,
  actor: AuthUser,
  input: { kind: PersonalDocumentKind; key: string },
  now: Date,
): Promise<{ document: PersonalDocument; replacedKey: string | null }> {
  await lockOwner(db, actor.id);
  const current = await liveDocument(db, actor.id, input.kind);
  // A replay of the same attach: the upload is already this document.
  if (current?.storageKey === input.key) return { document: documentOf(current), replacedKey: null };
  const replacedKey = current ? await retirePersonalFile(db, actor.id, current.id, now) : null;
  const row = await insertPersonalFile(
    db,
    actor,
    input.key,
    { kind: 'PERSONAL', documentKind: input.kind },
    now,
  );
  return { document: documentOf(row), replacedKey };
}

/** Removes the caller's document of `kind`; answers the storage key of its bytes. */
export async function removePersonalDocument(
  db: Queryable,
  actor: AuthUser,
  kind: PersonalDocumentKind,
  now: Date,
): Promise<string> {
  await lockOwner(db, actor.id);
  const current = await liveDocument(db, actor.id, kind);
  const key = current ? await retirePersonalFile(db, actor.id, current.id, now) : null;
  if (!key) throw notFound('No such document');
  return key;
}
