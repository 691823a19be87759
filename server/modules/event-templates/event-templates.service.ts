import { and, asc, eq } from 'drizzle-orm';
import type { CreateEventTemplate, EventTemplate, UpdateEventTemplate } from '#contract/event-templates';
import type { Queryable } from '../../db/client';
import { eventTemplates } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { notFound } from '../../http/errors';
import { getArtist, getManagedArtist } from '../artists/artists.service';
import { categoryNamed, requireCategory } from './event-template-categories.service';

type TemplateRow = typeof eventTemplates.$inferSelect;

export const toTemplate = (row: TemplateRow): EventTemplate => ({
  id: row.id,
  artistId: row.artistId,
  categoryId: row.categoryId,
  name: row.name,
  items: row.items,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The artist's template, or 404 (also for another artist's template). */
export async function requireTemplate(db: Queryable, artistId: string, templateId: string) {
  const [row] = await db
    .select()
    .from(eventTemplates)
    .where(and(eq(eventTemplates.id, templateId), eq(eventTemplates.artistId, artistId)));
  if (!row) throw notFound('Template not found');
  return row;
}

export async function listTemplates(
  db: Queryable,
  actor: AuthUser,
  artistId: string,
  filter: { categoryId?: string },
) {
  await getArtist(db, actor, artistId);
  const rows = await db
    .select()
    .from(eventTemplates)
    .where(
      and(
        eq(eventTemplates.artistId, artistId),
        filter.categoryId ? eq(eventTemplates.categoryId, filter.categoryId) : undefined,
      ),
    )
    .orderBy(asc(eventTemplates.name), asc(eventTemplates.createdAt));
  return rows.map(toTemplate);
}

export async function createTemplate(
  db: Queryable,
  actor: AuthUser,
  artistId: string,
  input: CreateEventTemplate,
  now: Date,
) {
  await getManagedArtist(db, actor, artistId);
  if (input.categoryId) await requireCategory(db, artistId, input.categoryId);
  const [row] = await db
    .insert(eventTemplates)
    .values({
      id: input.id,
      artistId,
      categoryId: input.categoryId,
      name: input.name,
      items: input.items,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('template insert returned nothing');
  return toTemplate(row);
}

export async function updateTemplate(
  db: Queryable,
  actor: AuthUser,
  artistId: string,
  templateId: string,
  input: UpdateEventTemplate,
  now: Date,
) {
  await getManagedArtist(db, actor, artistId);
  await requireTemplate(db, artistId, templateId);
  if (input.categoryId) await requireCategory(db, artistId, input.categoryId);
  const [row] = await db
    .update(eventTemplates)
    .set({ ...input, updatedAt: now })
    .where(eq(eventTemplates.id, templateId))
    .returning();
  if (!row) throw notFound('Template not found');
  return toTemplate(row);
}

export async function deleteTemplate(db: Queryable, actor: AuthUser, artistId: string, templateId: string) {
  await getManagedArtist(db, actor, artistId);
  await requireTemplate(db, artistId, templateId);
  await db.delete(eventTemplates).where(eq(eventTemplates.id, templateId));
}

/** A copy under another artist the caller manages; its category is matched there by name (or made). */
export async function copyTemplateToArtist(
  db: Queryable,
  actor: AuthUser,
  artistId: string,
  templateId: string,
  targetArtistId: string,
  now: Date,
) {
  await getArtist(db, actor, artistId);
  const source = await requireTemplate(db, artistId, templateId);
  await getManagedArtist(db, actor, targetArtistId);
  const category = source.categoryId ? await requireCategory(db, artistId, source.categoryId) : null;
  const targetCategory = category ? await categoryNamed(db, targetArtistId, category.name, now) : null;
  const [row] = await db
    .insert(eventTemplates)
    .values({
      artistId: targetArtistId,
      categoryId: targetCategory?.id ?? null,
      name: source.name,
      items: source.items,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('template insert returned nothing');
  return toTemplate(row);
}
