/**
 * Who sees a report and its files: its creator and the managers of its tour (who can see every
 * row anyway), both only while they can see the tour. Anyone else — a person who has since left
 * the tour included — gets "not found".
 */
import { and, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { isManagerRole, PROJECT_ROLES, type ProjectRole } from '#contract/roles';
import type { Queryable } from '../../db/client';
import { reports, tourPersonnel, tours, workspaces } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { notFound } from '../../http/errors';
import { activeMembership, roleOnTour } from '../tours/tour-access';

export type ReportRow = typeof reports.$inferSelect;

const MANAGER_ROLES = PROJECT_ROLES.filter((role) => isManagerRole(role));

export interface VisibleReport {
  report: ReportRow;
  tourName: string;
}

export const maySeeReport = (actorId: string, role: ProjectRole | null, createdBy: string) =>
  role !== null && (createdBy === actorId || isManagerRole(role));

/** Reports matching `where` that the actor may see, newest first (the tour rule folded into one query). */
export async function visibleReports(db: Queryable, actor: AuthUser, where?: SQL): Promise<VisibleReport[]> {
  const rows = await db
    .select({ report: reports, tourName: tours.name, role: roleOnTour(actor.id) })
    .from(reports)
    .innerJoin(tours, eq(tours.id, reports.tourId))
    .innerJoin(workspaces, eq(workspaces.id, tours.workspaceId))
    .leftJoin(tourPersonnel, activeMembership(actor.id))
    // Narrowed in SQL to what could be the actor's (own, or on a tour they may manage); the rule
    // itself, on the role read alongside, is `maySeeReport`.
    .where(
      and(
        where,
        or(
          eq(reports.createdBy, actor.id),
          eq(workspaces.ownerId, actor.id),
          inArray(tourPersonnel.role, MANAGER_ROLES),
        ),
      ),
    )
    .orderBy(desc(reports.createdAt), desc(reports.id));
  return rows
    .filter((row) => maySeeReport(actor.id, row.role, row.report.createdBy))
    .map(({ report, tourName }) => ({ report, tourName }));
}

export async function requireVisibleReport(
  db: Queryable,
  actor: AuthUser,
  id: string,
): Promise<VisibleReport> {
  const [found] = await visibleReports(db, actor, eq(reports.id, id));
  if (!found) throw notFound();
  return found;
}

export const reportFilter = (filter: { tourId?: string | undefined; templateId?: string | undefined }) =>
  and(
    filter.tourId ? eq(reports.tourId, filter.tourId) : undefined,
    filter.templateId ? eq(reports.templateId, filter.templateId) : undefined,
  );
