/**
 * Emergency contacts of a person (repeatable). Same readers as the rest of the profile; written by
 * the person only, by client-made id, so replayed offline saves and deletes change nothing more.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { EmergencyContact, EmergencyContactInput } from '#contract/profile';
import type { Queryable } from '../../db/client';
import { emergencyContacts } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { notFound } from '../../http/errors';
import { requireProfileReader } from './profile-access';

type Row = typeof emergencyContacts.$inferSelect;
export type EmergencyContactChanges = Partial<Omit<EmergencyContactInput, 'id'>>;

const toEmergencyContact = (row: Row): EmergencyContact => ({
  id: row.id,
  name: row.name,
  relation: row.relation,
  phoneNumber: row.phoneNumber,
  email: row.email,
});

export async function listEmergencyContacts(
  db: Queryable,
  actor: AuthUser,
  userId: string,
): Promise<EmergencyContact[]> {
  await requireProfileReader(db, actor, userId);
  const rows = await db
    .select()
    .from(emergencyContacts)
    .where(eq(emergencyContacts.userId, userId))
    .orderBy(asc(emergencyContacts.createdAt), asc(emergencyContacts.id));
  return rows.map(toEmergencyContact);
}

/** Creates or updates the caller's contact `contact.id`; someone else's id is not found. */
export async function saveEmergencyContact(
  db: Queryable,
  actor: AuthUser,
  contact: EmergencyContactInput,
  now: Date,
): Promise<EmergencyContact> {
  const fields = {
    name: contact.name,
    relation: contact.relation ?? null,
    phoneNumber: contact.phoneNumber,
    email: contact.email ?? null,
    updatedAt: now,
  };
  const [row] = await db
    .insert(emergencyContacts)
    .values({ ...fields, id: contact.id, userId: actor.id, createdAt: now })
    .onConflictDoUpdate({
      target: emergencyContacts.id,
      set: fields,
      setWhere: eq(emergencyContacts.userId, actor.id),
    })
    .returning();
  if (!row) throw notFound();
  return toEmergencyContact(row);
}

export async function updateEmergencyContact(
  db: Queryable,
  actor: AuthUser,
  id: string,
  changes: EmergencyContactChanges,
  now: Date,
): Promise<EmergencyContact> {
  const [row] = await db
    .update(emergencyContacts)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(emergencyContacts.id, id), eq(emergencyContacts.userId, actor.id)))
    .returning();
  if (!row) throw notFound();
  return toEmergencyContact(row);
}

/** Deletes the caller's contact; one already gone is fine (a replay), someone else's is not found. */
export async function deleteEmergencyContact(
  db: Queryable,
  actor: AuthUser,
  id: string,
  _now: Date,
): Promise<void> {
  const [row] = await db.select().from(emergencyContacts).where(eq(emergencyContacts.id, id));
  if (!row) return;
  if (row.userId !== actor.id) throw notFound();
  await db.delete(emergencyContacts).where(eq(emergencyContacts.id, id));
}
