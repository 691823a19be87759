/**
 * Who may read and change a workspace's role catalogue: everyone who can see one of its tours
 * (or owns it) reads it; its owner and the managers of one of its tours change it. Anyone else
 * gets 404, so another tenant's workspace and roles are never confirmed.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { tourPersonnel, tours, workspaces } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';
import { requireTourAccess } from '../tours/tour-access';

export interface WorkspaceAccess {
  workspaceId: string;
  canManage: boolean;
}

export async function requireWorkspaceAccess(
  db: Queryable,
  actor: AuthUser,
  workspaceId: string,
): Promise<WorkspaceAccess> {
  const [workspace] = await db
    .select({ ownerId: workspaces.ownerId })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  if (!workspace) throw notFound();
  if (workspace.ownerId === actor.id) return { workspaceId, canManage: true };
  const roles = await db
    .select({ role: tourPersonnel.role })
    .from(tourPersonnel)
    .innerJoin(tours, eq(tours.id, tourPersonnel.tourId))
    .where(
      and(
        eq(tours.workspaceId, workspaceId),
        eq(tourPersonnel.userId, actor.id),
        eq(tourPersonnel.status, 'ACTIVE'),
        isNull(tourPersonnel.deletedAt),
      ),
    );
  if (roles.length === 0) throw notFound();
  return {
    workspaceId,
    canManage: roles.some((row) => row.role === 'TOUR_MANAGER' || row.role === 'TOUR_OWNER'),
  };
}

export async function requireWorkspaceOfTour(db: Queryable, actor: AuthUser, tourId: string) {
  const { tour } = await requireTourAccess(db, actor, tourId);
  return requireWorkspaceAccess(db, actor, tour.workspaceId);
}

export function assertCanManage(access: WorkspaceAccess): WorkspaceAccess {
  if (!access.canManage) throw forbidden('Only the workspace owner or a tour manager can change roles');
  return access;
}
