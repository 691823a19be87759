/**
 * The role-title catalogue of a workspace. Seeded lazily: the first read of a workspace that has
 * never had a catalogue writes the product's titles (no data migration, and every workspace, new
 * or old, gets them). Deleting a title tombstones it — people who carry it keep it as text — and
 * the tombstone also marks the catalogue as seeded, so an emptied catalogue stays empty.
 */
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { ROLE_TITLES } from '#contract/roles';
import { ROLE_MESSAGES, type TourPersonnelRole } from '#contract/tour-personnel-roles';
import type { Queryable } from '../../db/client';
import { tourPersonnelRoles } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { conflict, notFound, validationFailed } from '../../http/errors';
import { assertCanManage, requireWorkspaceAccess } from './role-access';

const columns = {
  id: tourPersonnelRoles.id,
  workspaceId: tourPersonnelRoles.workspaceId,
  name: tourPersonnelRoles.name,
};

/** Writes the product's titles once per workspace (concurrent first reads are harmless). */
export async function ensureCatalogue(db: Queryable, workspaceId: string, now: Date) {
  const [any] = await db
    .select({ id: tourPersonnelRoles.id })
    .from(tourPersonnelRoles)
    .where(eq(tourPersonnelRoles.workspaceId, workspaceId))
    .limit(1);
  if (any) return;
  await db
    .insert(tourPersonnelRoles)
    .values(ROLE_TITLES.map((name) => ({ workspaceId, name, createdAt: now, updatedAt: now })))
    .onConflictDoNothing();
}

export async function catalogueOf(
  db: Queryable,
  workspaceId: string,
  now: Date,
): Promise<TourPersonnelRole[]> {
  await ensureCatalogue(db, workspaceId, now);
  return db
    .select(columns)
    .from(tourPersonnelRoles)
    .where(and(eq(tourPersonnelRoles.workspaceId, workspaceId), isNull(tourPersonnelRoles.deletedAt)))
    .orderBy(asc(sql`lower(${tourPersonnelRoles.name})`));
}

export async function listRoles(db: Queryable, actor: AuthUser, workspaceId: string, now: Date) {
  await requireWorkspaceAccess(db, actor, workspaceId);
  return catalogueOf(db, workspaceId, now);
}

async function liveRole(db: Queryable, roleId: string) {
  const [row] = await db
    .select(columns)
    .from(tourPersonnelRoles)
    .where(and(eq(tourPersonnelRoles.id, roleId), isNull(tourPersonnelRoles.deletedAt)));
  return row;
}

/** One role of a workspace the caller can see; 404 for anyone else's. */
export async function getRole(db: Queryable, actor: AuthUser, roleId: string) {
  const row = await liveRole(db, roleId);
  if (!row) throw notFound();
  return { role: row, access: await requireWorkspaceAccess(db, actor, row.workspaceId) };
}

async function assertNameFree(db: Queryable, workspaceId: string, name: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: tourPersonnelRoles.id })
    .from(tourPersonnelRoles)
    .where(
      and(
        eq(tourPersonnelRoles.workspaceId, workspaceId),
        isNull(tourPersonnelRoles.deletedAt),
        sql`lower(${tourPersonnelRoles.name}) = lower(${name})`,
        exceptId ? ne(tourPersonnelRoles.id, exceptId) : undefined,
      ),
    );
  if (taken) throw conflict(ROLE_MESSAGES.nameTaken, { name: ROLE_MESSAGES.nameTaken });
}

export async function createRole(
  db: Queryable,
  actor: AuthUser,
  input: { workspaceId: string; name: string },
  now: Date,
) {
  assertCanManage(await requireWorkspaceAccess(db, actor, input.workspaceId));
  await ensureCatalogue(db, input.workspaceId, now);
  await assertNameFree(db, input.workspaceId, input.name);
  const [row] = await db
    .insert(tourPersonnelRoles)
    .values({ workspaceId: input.workspaceId, name: input.name, createdAt: now, updatedAt: now })
    .returning(columns);
  if (!row) throw notFound();
  return row;
}

/** Renames the catalogue entry; people who already carry the old title keep it as it was. */
export async function renameRole(db: Queryable, actor: AuthUser, roleId: string, name: string, now: Date) {
  const { role, access } = await getRole(db, actor, roleId);
  assertCanManage(access);
  await assertNameFree(db, role.workspaceId, name, roleId);
  await db.update(tourPersonnelRoles).set({ name, updatedAt: now }).where(eq(tourPersonnelRoles.id, roleId));
  return { ...role, name };
}

export async function deleteRole(db: Queryable, actor: AuthUser, roleId: string, now: Date) {
  const { access } = await getRole(db, actor, roleId);
  assertCanManage(access);
  await db
    .update(tourPersonnelRoles)
    .set({ deletedAt: now, updatedAt: now })
    .where(eq(tourPersonnelRoles.id, roleId));
}

/**
 * A personnel role title must be in the workspace's catalogue — unless it is the title the person
 * already has (titles given before a rename or delete stay valid as text).
 */
export async function assertTitleInCatalogue(
  db: Queryable,
  workspaceId: string,
  title: string | null | undefined,
  now: Date,
  current: string | null = null,
) {
  if (!title || title === current) return;
  const names = new Set((await catalogueOf(db, workspaceId, now)).map((role) => role.name));
  if (!names.has(title)) throw validationFailed({ roleTitle: ROLE_MESSAGES.notInCatalogue });
}
