/**
 * A person's own postal addresses. Only the person reads or changes them (others: 404);
 * the main address is `user_profiles.address_id`, set by the first address and cleared when that
 * address is deleted. Creates take a client-made id, so a replayed create answers the same address.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Address, AddressInput } from '#contract/addresses';
import type { Queryable } from '../../db/client';
import { addresses, userProfiles } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { notFound } from '../../http/errors';
import { requireKnownCountries } from '../countries/countries.service';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressChanges = Partial<Omit<AddressInput, 'id'>>;

export const toAddress = (row: AddressRow): Address => ({
  id: row.id,
  label: row.label,
  street: row.street,
  city: row.city,
  state: row.state,
  postalCode: row.postalCode,
  country: row.country,
});

export async function listUserAddresses(db: Queryable, userId: string): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.createdAt), asc(addresses.id));
  return rows.map(toAddress);
}

export async function findUserAddress(db: Queryable, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  return row;
}

export async function getUserAddress(db: Queryable, actor: AuthUser, id: string): Promise<Address> {
  const row = await findUserAddress(db, actor.id, id);
  if (!row) throw notFound();
  return toAddress(row);
}

/** Creates one of the caller's addresses; the first one becomes their main address. */
export async function createUserAddress(
  db: Queryable,
  actor: AuthUser,
  input: AddressInput,
  now: Date,
): Promise<Address> {
  const { id, ...fields } = input;
  await requireKnownCountries(db, { country: fields.country });
  const [inserted] = await db
    .insert(addresses)
    .values({ ...fields, id, userId: actor.id, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  // A replay (same id) answers the address it made; someone else's id is not confirmed.
  const row = inserted ?? (id ? await findUserAddress(db, actor.id, id) : undefined);
  if (!row) throw notFound();
  await db
    .insert(userProfiles)
    .values({ userId: actor.id, addressId: row.id, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: userProfiles.userId,
      set: { addressId: row.id, updatedAt: now },
      setWhere: isNull(userProfiles.addressId),
    });
  return toAddress(row);
}

export async function updateUserAddress(
  db: Queryable,
  actor: AuthUser,
  id: string,
  changes: AddressChanges,
  now: Date,
): Promise<Address> {
  await requireKnownCountries(db, { country: changes.country });
  const [row] = await db
    .update(addresses)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(addresses.id, id), eq(addresses.userId, actor.id)))
    .returning();
  if (!row) throw notFound();
  return toAddress(row);
}

export async function deleteUserAddress(db: Queryable, actor: AuthUser, id: string, now: Date) {
  const [row] = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, actor.id)))
    .returning({ id: addresses.id });
  if (!row) throw notFound();
  await db
    .update(userProfiles)
    .set({ addressId: null, updatedAt: now })
    .where(and(eq(userProfiles.userId, actor.id), eq(userProfiles.addressId, id)));
}
