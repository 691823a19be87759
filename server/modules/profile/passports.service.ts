/**
 * Passports of a person, with an optional scan (a PERSONAL file of kind PASSPORT). Saved by the
 * client-made id (create or update in one call), so a replayed offline write changes nothing more.
 * Someone else's passport id is "not found". Replaced or deleted scans answer their storage keys:
 * the caller removes those bytes after commit.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Passport, PassportInput } from '#contract/travelling-details';
import type { Queryable } from '../../db/client';
import { files, passports } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { notFound } from '../../http/errors';
import { requireKnownCountries } from '../countries/countries.service';
import { findLiveFile, insertPersonalFile, retirePersonalFile, toPassportScan } from './personal-files';

type Row = typeof passports.$inferSelect;

export async function listPassports(db: Queryable, userId: string): Promise<Passport[]> {
  const rows = await db
    .select()
    .from(passports)
    .where(eq(passports.userId, userId))
    .orderBy(asc(passports.expirationDate), asc(passports.id));
  const scanIds = rows.flatMap((row) => (row.scanFileId ? [row.scanFileId] : []));
  const scans = scanIds.length
    ? await db
        .select()
        .from(files)
        .where(and(inArray(files.id, scanIds), isNull(files.deletedAt)))
    : [];
  const byId = new Map(scans.map((scan) => [scan.id, scan]));
  return rows.map((row) => toPassport(row, row.scanFileId ? byId.get(row.scanFileId) : undefined));
}

function toPassport(row: Row, scan: typeof files.$inferSelect | undefined): Passport {
  return {
    id: row.id,
    number: row.number,
    issueDate: row.issueDate,
    expirationDate: row.expirationDate,
    issuingCountry: row.issuingCountry,
    isAlternative: row.isAlternative,
    scan: scan ? toPassportScan(scan) : null,
  };
}

async function ownPassport(db: Queryable, actor: AuthUser, id: string): Promise<Row | undefined> {
  const [row] = await db.select().from(passports).where(eq(passports.id, id));
  if (row && row.userId !== actor.id) throw notFound();
  return row;
}

/** The scan the passport ends up with, and the bytes a replaced scan leaves behind. */
async function resolveScan(
  db: Queryable,
  actor: AuthUser,
  existing: Row | undefined,
  input: PassportInput,
  now: Date,
) {
  const currentId = existing?.scanFileId ?? null;
  if (input.scanKey === undefined) return { scanFileId: currentId, removed: [] as string[] };
  const current = currentId ? await findLiveFile(db, currentId) : undefined;
  if (current && current.storageKey === input.scanKey) return { scanFileId: current.id, removed: [] };
  const replaced = current ? await retirePersonalFile(db, actor.id, current.id, now) : null;
  const scan = input.scanKey
    ? await insertPersonalFile(db, actor, input.scanKey, { kind: 'PERSONAL', documentKind: 'PASSPORT' }, now)
    : null;
  return { scanFileId: scan?.id ?? null, removed: replaced ? [replaced] : [] };
}

/** Creates or updates the caller's passport `input.id`; answers it and the storage keys to remove. */
export async function savePassportWithCleanup(
  db: Queryable,
  actor: AuthUser,
  input: PassportInput,
  now: Date,
): Promise<{ passport: Passport; removedKeys: string[] }> {
  await requireKnownCountries(db, { issuingCountry: input.issuingCountry });
  const existing = await ownPassport(db, actor, input.id);
  const { scanFileId, removed } = await resolveScan(db, actor, existing, input, now);
  const fields = {
    number: input.number,
    issueDate: input.issueDate ?? null,
    expirationDate: input.expirationDate,
    issuingCountry: input.issuingCountry,
    isAlternative: input.isAlternative,
    scanFileId,
    updatedAt: now,
  };
  const [row] = await db
    .insert(passports)
    .values({ ...fields, id: input.id, userId: actor.id, createdAt: now })
    .onConflictDoUpdate({ target: passports.id, set: fields, setWhere: eq(passports.userId, actor.id) })
    .returning();
  // Taken meanwhile by someone else's passport: theirs is not confirmed, and this write rolls back.
  if (!row) throw notFound();
  const [passport] = await listPassports(db, actor.id).then((all) => all.filter((p) => p.id === row.id));
  if (!passport) throw notFound();
  return { passport, removedKeys: removed };
}

export async function savePassport(db: Queryable, actor: AuthUser, passport: PassportInput, now: Date) {
  return (await savePassportWithCleanup(db, actor, passport, now)).passport;
}

/** Deletes the caller's passport (already gone: nothing to do); answers its scan's storage key, if any. */
export async function deletePassportWithCleanup(
  db: Queryable,
  actor: AuthUser,
  id: string,
  now: Date,
): Promise<string[]> {
  const existing = await ownPassport(db, actor, id);
  if (!existing) return [];
  await db.delete(passports).where(and(eq(passports.id, id), eq(passports.userId, actor.id)));
  const key = existing.scanFileId ? await retirePersonalFile(db, actor.id, existing.scanFileId, now) : null;
  return key ? [key] : [];
}

export async function deletePassport(db: Queryable, actor: AuthUser, id: string, now: Date): Promise<void> {
  await deletePassportWithCleanup(db, actor, id, now);
}
