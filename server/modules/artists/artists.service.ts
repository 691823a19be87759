import { and, desc, eq, exists, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { type Artist, type CreateArtist, isSafeLogoUrl, type UpdateArtist } from '#contract/artists';
import type { Queryable } from '../../db/client';
import { artists, tours, workspaces } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';
import { visibleTourIds } from '../tours/tour-access';

type ArtistRow = typeof artists.$inferSelect;

export const toArtist = (row: ArtistRow, canManage: boolean): Artist => ({
  id: row.id,
  workspaceId: row.workspaceId,
  name: row.name,
  // A value stored before logos had to be https reads as no logo: never sent to an <img>.
  logoUrl: row.logoUrl !== null && isSafeLogoUrl(row.logoUrl) ? row.logoUrl : null,
  archived: row.archivedAt !== null,
  createdAt: row.createdAt.toISOString(),
  canManage,
});

/** Visible: artists of workspaces the user owns, and artists of tours the user is on. */
function visibleTo(db: Queryable, userId: string): SQL | undefined {
  return or(
    exists(
      db
        .select({ id: workspaces.id })
        .from(workspaces)
        .where(and(eq(workspaces.id, artists.workspaceId), eq(workspaces.ownerId, userId))),
    ),
    exists(
      db
        .select({ id: tours.id })
        .from(tours)
        .where(and(eq(tours.artistId, artists.id), inArray(tours.id, visibleTourIds(db, userId)))),
    ),
  );
}

export async function listArtists(
  db: Queryable,
  actor: AuthUser,
  filter: { artistId?: string; archived?: 'true' | 'false' },
) {
  const conditions: (SQL | undefined)[] = [visibleTo(db, actor.id)];
  if (filter.artistId) conditions.push(eq(artists.id, filter.artistId));
  if (filter.archived === 'true') conditions.push(isNotNull(artists.archivedAt));
  if (filter.archived === 'false') conditions.push(isNull(artists.archivedAt));
  const rows = await db
    .select({ artist: artists, ownerId: workspaces.ownerId })
    .from(artists)
    .innerJoin(workspaces, eq(workspaces.id, artists.workspaceId))
    .where(and(...conditions))
    .orderBy(desc(artists.createdAt));
  return rows.map((row) => toArtist(row.artist, row.ownerId === actor.id));
}

/** The artist if the user may see it; 404 otherwise (other tenants' ids are never confirmed). */
export async function getArtist(
  db: Queryable,
  actor: AuthUser,
  id: string,
): Promise<ArtistRow & { canManage: boolean }> {
  const [row] = await db
    .select({ artist: artists, ownerId: workspaces.ownerId })
    .from(artists)
    .innerJoin(workspaces, eq(workspaces.id, artists.workspaceId))
    .where(and(eq(artists.id, id), visibleTo(db, actor.id)));
  if (!row) throw notFound();
  return { ...row.artist, canManage: row.ownerId === actor.id };
}

/** Only the workspace owner manages its artists. */
export async function getManagedArtist(db: Queryable, actor: AuthUser, id: string) {
  const artist = await getArtist(db, actor, id);
  if (!artist.canManage) throw forbidden('Only the workspace owner can change this artist');
  return artist;
}

async function ownedWorkspaceId(
  db: Queryable,
  actor: AuthUser,
  requested: string | undefined,
): Promise<string> {
  const [row] = await db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(and(eq(workspaces.ownerId, actor.id), requested ? eq(workspaces.id, requested) : undefined))
    .orderBy(workspaces.createdAt)
    .limit(1);
  if (!row) throw notFound('Workspace not found');
  return row.id;
}

export async function createArtist(
  db: Queryable,
  actor: AuthUser,
  input: CreateArtist,
  now: Date,
): Promise<Artist> {
  const workspaceId = await ownedWorkspaceId(db, actor, input.workspaceId);
  const [row] = await db
    .insert(artists)
    .values({
      id: input.id,
      workspaceId,
      name: input.name,
      logoUrl: input.logoUrl ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('artist insert returned nothing');
  return toArtist(row, true);
}

export async function updateArtist(
  db: Queryable,
  actor: AuthUser,
  id: string,
  input: UpdateArtist,
  now: Date,
) {
  await getManagedArtist(db, actor, id);
  const [row] = await db
    .update(artists)
    .set({ ...input, updatedAt: now })
    .where(eq(artists.id, id))
    .returning();
  if (!row) throw notFound();
  return toArtist(row, true);
}

export async function archiveArtist(
  db: Queryable,
  actor: AuthUser,
  id: string,
  archived: boolean,
  now: Date,
) {
  await getManagedArtist(db, actor, id);
  const [row] = await db
    .update(artists)
    .set({ archivedAt: archived ? now : null, updatedAt: now })
    .where(eq(artists.id, id))
    .returning();
  if (!row) throw notFound();
  return toArtist(row, true);
}

export async function deleteArtist(db: Queryable, actor: AuthUser, id: string) {
  await getManagedArtist(db, actor, id);
  await db.delete(artists).where(eq(artists.id, id));
}
