/**
 * Citizenships of a person: one row per country. Adding a country the person already has answers
 * the existing row (idempotent, so a retried or replayed add never fails or duplicates).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Citizenship } from '#contract/profile';
import type { Queryable } from '../../db/client';
import { citizenships } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { requireKnownCountries } from '../countries/countries.service';

type Row = typeof citizenships.$inferSelect;
const toCitizenship = (row: Row): Citizenship => ({ id: row.id, country: row.country });

export async function listCitizenships(db: Queryable, userId: string): Promise<Citizenship[]> {
  const rows = await db
    .select()
    .from(citizenships)
    .where(eq(citizenships.userId, userId))
    .orderBy(asc(citizenships.createdAt), asc(citizenships.country));
  return rows.map(toCitizenship);
}

export async function addCitizenship(
  db: Queryable,
  actor: AuthUser,
  input: { id?: string; country: string },
  now: Date,
): Promise<{ citizenship: Citizenship; created: boolean }> {
  await requireKnownCountries(db, { country: input.country });
  const id = input.id ?? crypto.randomUUID();
  const [inserted] = await db
    .insert(citizenships)
    .values({ id, userId: actor.id, country: input.country, createdAt: now })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { citizenship: toCitizenship(inserted), created: true };
  const [existing] = await db
    .select()
    .from(citizenships)
    .where(and(eq(citizenships.userId, actor.id), eq(citizenships.country, input.country)));
  if (existing) return { citizenship: toCitizenship(existing), created: false };
  // The id is taken by another row: someone else's (not confirmed) or one of theirs for another country.
  const [byId] = await db
    .select()
    .from(citizenships)
    .where(and(eq(citizenships.id, id), eq(citizenships.userId, actor.id)));
  if (byId) throw conflict('This id is already used for another country', { id: 'Already used' });
  throw notFound();
}

export async function removeCitizenship(db: Queryable, actor: AuthUser, id: string): Promise<void> {
  const [row] = await db
    .delete(citizenships)
    .where(and(eq(citizenships.id, id), eq(citizenships.userId, actor.id)))
    .returning({ id: citizenships.id });
  if (!row) throw notFound();
}
