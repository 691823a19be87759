import { and, asc, eq, isNull } from 'drizzle-orm';
import type {
  CreateEventProvider,
  EventProvider,
  EventProviderAnswer,
  ProviderContact,
  ProviderContactInput,
  ProviderKind,
  UpdateEventProvider,
} from '#contract/event-providers';
import type { Queryable } from '../../db/client';
import { eventProviders } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { notFound } from '../../http/errors';
import { requireWorkspaceAccess } from './provider-access';
import { dropProviderFromTours, restampProvider } from './tour-providers.service';

export type ProviderRow = typeof eventProviders.$inferSelect;

export const toEventProvider = (row: ProviderRow): EventProvider => ({
  id: row.id,
  workspaceId: row.workspaceId,
  kind: row.kind,
  name: row.name,
  addressLine: row.addressLine,
  city: row.city,
  country: row.country,
  postalCode: row.postalCode,
  latitude: row.latitude,
  longitude: row.longitude,
  placeId: row.placeId,
  timeZone: row.timeZone,
  phone: row.phone,
  email: row.email,
  website: row.website,
  notes: row.notes,
  contacts: row.contacts,
  updatedAt: row.updatedAt.toISOString(),
});

const toContacts = (contacts: ProviderContactInput[]): ProviderContact[] =>
  contacts.map((c) => ({
    name: c.name,
    role: c.role ?? null,
    phone: c.phone ?? null,
    email: c.email ?? null,
  }));

/** A live provider the caller may read (404 otherwise), with whether they may change it. */
export async function findProvider(db: Queryable, actor: AuthUser, id: string, { manage = false } = {}) {
  const [row] = await db
    .select()
    .from(eventProviders)
    .where(and(eq(eventProviders.id, id), isNull(eventProviders.deletedAt)));
  if (!row) throw notFound();
  const access = await requireWorkspaceAccess(db, actor, row.workspaceId, { manage });
  return { row, canManage: access === 'manage' };
}

export async function getProvider(db: Queryable, actor: AuthUser, id: string): Promise<EventProviderAnswer> {
  const { row, canManage } = await findProvider(db, actor, id);
  return { ...toEventProvider(row), canManage };
}

export async function listProviders(
  db: Queryable,
  actor: AuthUser,
  workspaceId: string,
  filter: { kind?: ProviderKind },
): Promise<EventProviderAnswer[]> {
  const canManage = (await requireWorkspaceAccess(db, actor, workspaceId)) === 'manage';
  const rows = await db
    .select()
    .from(eventProviders)
    .where(
      and(
        eq(eventProviders.workspaceId, workspaceId),
        isNull(eventProviders.deletedAt),
        filter.kind ? eq(eventProviders.kind, filter.kind) : undefined,
      ),
    )
    .orderBy(asc(eventProviders.name));
  return rows.map((row) => ({ ...toEventProvider(row), canManage }));
}

export async function createProvider(
  db: Queryable,
  actor: AuthUser,
  input: CreateEventProvider,
  now: Date,
): Promise<EventProviderAnswer> {
  await requireWorkspaceAccess(db, actor, input.workspaceId, { manage: true });
  const { contacts, ...fields } = input;
  const [row] = await db
    .insert(eventProviders)
    .values({ ...fields, contacts: toContacts(contacts ?? []), createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('provider insert returned nothing');
  return { ...toEventProvider(row), canManage: true };
}

/** Changes only the fields sent; every tour using the provider gets the new copy in its next pull. */
export async function updateProvider(
  db: Queryable,
  actor: AuthUser,
  id: string,
  input: UpdateEventProvider,
  now: Date,
): Promise<EventProviderAnswer> {
  await findProvider(db, actor, id, { manage: true });
  const { contacts, ...fields } = input;
  const [row] = await db
    .update(eventProviders)
    .set({ ...fields, ...(contacts ? { contacts: toContacts(contacts) } : {}), updatedAt: now })
    .where(eq(eventProviders.id, id))
    .returning();
  if (!row) throw notFound();
  await restampProvider(db, row, now);
  return { ...toEventProvider(row), canManage: true };
}

/** A tombstone: tours that used the provider drop it from their mirrors; their days keep the text. */
export async function deleteProvider(db: Queryable, actor: AuthUser, id: string, now: Date) {
  await findProvider(db, actor, id, { manage: true });
  await db.update(eventProviders).set({ deletedAt: now, updatedAt: now }).where(eq(eventProviders.id, id));
  await dropProviderFromTours(db, id, now);
}

/** A live provider of the tour's workspace, for a day or an event to point at (404 otherwise). */
export async function requireProviderOfWorkspace(db: Queryable, workspaceId: string, id: string) {
  const [row] = await db
    .select()
    .from(eventProviders)
    .where(
      and(
        eq(eventProviders.id, id),
        eq(eventProviders.workspaceId, workspaceId),
        isNull(eventProviders.deletedAt),
      ),
    );
  if (!row) throw notFound('Venue or contact not found');
  return row;
}
