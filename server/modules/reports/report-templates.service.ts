/**
 * Report templates: a person's saved choice of rows and columns. A template is its owner's alone:
 * anyone else (another member of the same tour included) gets "not found".
 */
import { and, desc, eq } from 'drizzle-orm';
import type { CreateReportTemplate, ReportTemplate } from '#contract/reports';
import type { Queryable } from '../../db/client';
import { reportTemplates } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { notFound } from '../../http/errors';

export type TemplateRow = typeof reportTemplates.$inferSelect;

export const toReportTemplate = (row: TemplateRow): ReportTemplate => ({
  id: row.id,
  name: row.name,
  subject: row.subject,
  columns: row.columns,
  createdAt: row.createdAt.toISOString(),
});

export async function requireOwnTemplate(db: Queryable, actor: AuthUser, id: string): Promise<TemplateRow> {
  const [row] = await db
    .select()
    .from(reportTemplates)
    .where(and(eq(reportTemplates.id, id), eq(reportTemplates.ownerId, actor.id)));
  if (!row) throw notFound();
  return row;
}

export async function createReportTemplate(
  db: Queryable,
  actor: AuthUser,
  input: CreateReportTemplate,
  now: Date,
): Promise<ReportTemplate> {
  const [row] = await db
    .insert(reportTemplates)
    .values({
      ownerId: actor.id,
      name: input.name,
      subject: input.subject,
      columns: input.columns,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('report template insert returned nothing');
  return toReportTemplate(row);
}

/** The caller's templates, newest first. */
export async function listReportTemplates(db: Queryable, actor: AuthUser): Promise<ReportTemplate[]> {
  const rows = await db
    .select()
    .from(reportTemplates)
    .where(eq(reportTemplates.ownerId, actor.id))
    .orderBy(desc(reportTemplates.createdAt), desc(reportTemplates.id));
  return rows.map(toReportTemplate);
}

export async function getReportTemplate(db: Queryable, actor: AuthUser, id: string) {
  return toReportTemplate(await requireOwnTemplate(db, actor, id));
}

/** Reports made from it keep their rows and files; they only forget the template (set null). */
export async function deleteReportTemplate(db: Queryable, actor: AuthUser, id: string) {
  await requireOwnTemplate(db, actor, id);
  await db.delete(reportTemplates).where(eq(reportTemplates.id, id));
}
