import { and, asc, eq, sql } from 'drizzle-orm';
import type { CreateEventTemplateCategory, EventTemplateCategory } from '#contract/event-templates';
import type { Queryable } from '../../db/client';
import { eventTemplateCategories } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { notFound } from '../../http/errors';
import { getArtist, getManagedArtist } from '../artists/artists.service';

type CategoryRow = typeof eventTemplateCategories.$inferSelect;

export const toCategory = (row: CategoryRow): EventTemplateCategory => ({
  id: row.id,
  artistId: row.artistId,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The artist's category, or 404 (also for another artist's category). */
export async function requireCategory(db: Queryable, artistId: string, categoryId: string) {
  const [row] = await db
    .select()
    .from(eventTemplateCategories)
    .where(and(eq(eventTemplateCategories.id, categoryId), eq(eventTemplateCategories.artistId, artistId)));
  if (!row) throw notFound('Category not found');
  return row;
}

export async function listCategories(db: Queryable, actor: AuthUser, artistId: string) {
  await getArtist(db, actor, artistId);
  const rows = await db
    .select()
    .from(eventTemplateCategories)
    .where(eq(eventTemplateCategories.artistId, artistId))
    .orderBy(asc(sql`lower(${eventTemplateCategories.name})`));
  return rows.map(toCategory);
}

export async function createCategory(
  db: Queryable,
  actor: AuthUser,
  artistId: string,
  input: CreateEventTemplateCategory,
  now: Date,
) {
  await getManagedArtist(db, actor, artistId);
  const [row] = await db
    .insert(eventTemplateCategories)
    .values({ id: input.id, artistId, name: input.name, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('category insert returned nothing');
  return toCategory(row);
}

/** The artist's category with this name (any case), made if there is none: copies match categories by name. */
export async function categoryNamed(db: Queryable, artistId: string, name: string, now: Date) {
  const [existing] = await db
    .select()
    .from(eventTemplateCategories)
    .where(
      and(
        eq(eventTemplateCategories.artistId, artistId),
        eq(sql`lower(${eventTemplateCategories.name})`, name.toLowerCase()),
      ),
    );
  if (existing) return existing;
  const [row] = await db
    .insert(eventTemplateCategories)
    .values({ artistId, name, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('category insert returned nothing');
  return row;
}

export async function renameCategory(
  db: Queryable,
  actor: AuthUser,
  artistId: string,
  categoryId: string,
  name: string,
  now: Date,
) {
  await getManagedArtist(db, actor, artistId);
  await requireCategory(db, artistId, categoryId);
  const [row] = await db
    .update(eventTemplateCategories)
    .set({ name, updatedAt: now })
    .where(eq(eventTemplateCategories.id, categoryId))
    .returning();
  if (!row) throw notFound('Category not found');
  return toCategory(row);
}

/** The category's templates stay, without a category. */
export async function deleteCategory(db: Queryable, actor: AuthUser, artistId: string, categoryId: string) {
  await getManagedArtist(db, actor, artistId);
  await requireCategory(db, artistId, categoryId);
  await db.delete(eventTemplateCategories).where(eq(eventTemplateCategories.id, categoryId));
}
