/**
 * Who may see and change a workspace's event providers: everyone who can see a tour of the
 * workspace reads them (the crew needs the venue's address), the workspace owner and the managers
 * of its tours write them. Anyone else gets 404: another tenant's ids are never confirmed.
 */
import { asc, eq } from 'drizzle-orm';
import type { ProviderWorkspace } from '#contract/event-providers';
import { isManagerRole } from '#contract/roles';
import type { Queryable } from '../../db/client';
import { tourPersonnel, tours, workspaces } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';
import { activeMembership } from '../tours/tour-access';

export type WorkspaceAccess = 'manage' | 'read';

/** The caller's access to the workspace's providers, or null when they may not see it. */
export async function findWorkspaceAccess(
  db: Queryable,
  userId: string,
  workspaceId: string,
): Promise<WorkspaceAccess | null> {
  const [workspace] = await db
    .select({ ownerId: workspaces.ownerId })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  if (!workspace) return null;
  if (workspace.ownerId === userId) return 'manage';
  const roles = await db
    .select({ role: tourPersonnel.role })
    .from(tours)
    .innerJoin(tourPersonnel, activeMembership(userId))
    .where(eq(tours.workspaceId, workspaceId));
  if (roles.length === 0) return null;
  return roles.some((row) => isManagerRole(row.role)) ? 'manage' : 'read';
}

export async function requireWorkspaceAccess(
  db: Queryable,
  actor: AuthUser,
  workspaceId: string,
  { manage = false } = {},
): Promise<WorkspaceAccess> {
  const access = await findWorkspaceAccess(db, actor.id, workspaceId);
  if (!access) throw notFound();
  if (manage && access !== 'manage') {
    throw forbidden('Only the workspace owner or tour managers can change venues and contacts');
  }
  return access;
}

/** Every workspace whose providers the user may read: their own first, then those of their tours. */
export async function readableWorkspaces(db: Queryable, userId: string): Promise<ProviderWorkspace[]> {
  const owned = await db
    .select({ id: workspaces.id, name: workspaces.name })
    .from(workspaces)
    .where(eq(workspaces.ownerId, userId))
    .orderBy(asc(workspaces.createdAt));
  const onTours = await db
    .select({ id: workspaces.id, name: workspaces.name, role: tourPersonnel.role })
    .from(tours)
    .innerJoin(tourPersonnel, activeMembership(userId))
    .innerJoin(workspaces, eq(workspaces.id, tours.workspaceId));
  const out = new Map<string, ProviderWorkspace>(owned.map((w) => [w.id, { ...w, canManage: true }]));
  for (const row of onTours) {
    const known = out.get(row.id);
    const canManage = (known?.canManage ?? false) || isManagerRole(row.role);
    out.set(row.id, { id: row.id, name: row.name, canManage });
  }
  return [...out.values()];
}
