import { and, desc, eq, lte } from 'drizzle-orm';
import type { AcceptanceCheck, LegalDocument, LegalKind } from '#contract/legal';
import type { Queryable } from '../../db/client';
import { legalAcceptances, legalDocuments } from '../../db/schema/index';
import { notFound } from '../../http/errors';

type DocumentRow = typeof legalDocuments.$inferSelect;

function toDocument(row: DocumentRow, accepted: boolean): LegalDocument {
  return {
    id: row.id,
    kind: row.kind,
    version: row.version,
    title: row.title,
    body: row.body,
    publishedAt: row.publishedAt.toISOString(),
    accepted,
  };
}

async function acceptedIds(db: Queryable, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ documentId: legalAcceptances.documentId })
    .from(legalAcceptances)
    .where(eq(legalAcceptances.userId, userId));
  return new Set(rows.map((row) => row.documentId));
}

/** Published documents of a kind, newest first; the first is the one in force. */
function published(db: Queryable, kind: LegalKind, now: Date) {
  return db
    .select()
    .from(legalDocuments)
    .where(and(eq(legalDocuments.kind, kind), lte(legalDocuments.publishedAt, now)))
    .orderBy(desc(legalDocuments.publishedAt));
}

export async function listDocuments(
  db: Queryable,
  kind: LegalKind,
  userId: string,
  now: Date,
): Promise<LegalDocument[]> {
  const rows = await published(db, kind, now);
  const accepted = await acceptedIds(db, userId);
  return rows.map((row) => toDocument(row, accepted.has(row.id)));
}

/** Accepted means: the document currently in force was accepted. No document in force → nothing to accept. */
export async function acceptanceCheck(
  db: Queryable,
  kind: LegalKind,
  userId: string,
  now: Date,
): Promise<AcceptanceCheck> {
  const [current] = await published(db, kind, now).limit(1);
  if (!current) return { accepted: true, current: null };
  const accepted = (await acceptedIds(db, userId)).has(current.id);
  return { accepted, current: toDocument(current, accepted) };
}

export async function getDocument(db: Queryable, kind: LegalKind, id: string, userId: string, now: Date) {
  const [row] = await db
    .select()
    .from(legalDocuments)
    .where(
      and(eq(legalDocuments.id, id), eq(legalDocuments.kind, kind), lte(legalDocuments.publishedAt, now)),
    );
  if (!row) throw notFound();
  return toDocument(row, (await acceptedIds(db, userId)).has(row.id));
}

export async function acceptDocument(db: Queryable, kind: LegalKind, id: string, userId: string, now: Date) {
  const document = await getDocument(db, kind, id, userId, now);
  await db.insert(legalAcceptances).values({ userId, documentId: id, acceptedAt: now }).onConflictDoNothing();
  return { ...document, accepted: true };
}
