/**
 * Workspaces as their people see them: the owner and the workspace's members see it, its artists
 * and its people; only the owner renames it. Anyone else is told it does not exist (404).
 */
import { and, asc, eq, exists, or } from 'drizzle-orm';
import type { UpdateWorkspace, Workspace, WorkspaceMember } from '#contract/workspaces';
import type { Queryable } from '../../db/client';
import { artists, users, workspaceMembers, workspaces } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';

type WorkspaceRow = typeof workspaces.$inferSelect;

const toWorkspace = (row: WorkspaceRow, actor: AuthUser): Workspace => ({
  id: row.id,
  name: row.name,
  ownerId: row.ownerId,
  myRole: row.ownerId === actor.id ? 'OWNER' : 'MEMBER',
  canManage: row.ownerId === actor.id,
});

const visibleTo = (db: Queryable, actor: AuthUser) =>
  or(
    eq(workspaces.ownerId, actor.id),
    exists(
      db
        .select({ one: workspaceMembers.userId })
        .from(workspaceMembers)
        .where(and(eq(workspaceMembers.workspaceId, workspaces.id), eq(workspaceMembers.userId, actor.id))),
    ),
  );

/** The caller's workspaces, their own first. */
export async function listWorkspaces(db: Queryable, actor: AuthUser): Promise<Workspace[]> {
  const rows = await db
    .select()
    .from(workspaces)
    .where(visibleTo(db, actor))
    .orderBy(asc(workspaces.createdAt), asc(workspaces.id));
  return rows
    .map((row) => toWorkspace(row, actor))
    .sort((a, b) => Number(b.myRole === 'OWNER') - Number(a.myRole === 'OWNER'));
}

async function requireWorkspace(db: Queryable, actor: AuthUser, id: string) {
  const [row] = await db
    .select()
    .from(workspaces)
    .where(and(eq(workspaces.id, id), visibleTo(db, actor)));
  if (!row) throw notFound('Workspace not found');
  return row;
}

export async function getWorkspace(db: Queryable, actor: AuthUser, id: string) {
  return toWorkspace(await requireWorkspace(db, actor, id), actor);
}

export async function renameWorkspace(db: Queryable, actor: AuthUser, id: string, input: UpdateWorkspace) {
  const row = await requireWorkspace(db, actor, id);
  if (row.ownerId !== actor.id) throw forbidden('Only the workspace owner can rename it');
  const [updated] = await db
    .update(workspaces)
    .set({ name: input.name })
    .where(eq(workspaces.id, id))
    .returning();
  return toWorkspace(updated ?? row, actor);
}

export async function listWorkspaceArtists(db: Queryable, actor: AuthUser, id: string) {
  await requireWorkspace(db, actor, id);
  const rows = await db
    .select()
    .from(artists)
    .where(eq(artists.workspaceId, id))
    .orderBy(asc(artists.name), asc(artists.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    logoUrl: row.logoUrl,
    archived: row.archivedAt !== null,
  }));
}

/** The owner first, then the members by name. */
export async function listWorkspaceMembers(
  db: Queryable,
  actor: AuthUser,
  id: string,
): Promise<WorkspaceMember[]> {
  const workspace = await requireWorkspace(db, actor, id);
  const rows = await db
    .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(
      or(
        eq(users.id, workspace.ownerId),
        exists(
          db
            .select({ one: workspaceMembers.userId })
            .from(workspaceMembers)
            .where(and(eq(workspaceMembers.workspaceId, id), eq(workspaceMembers.userId, users.id))),
        ),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows
    .map((row) => ({
      ...row,
      role: row.userId === workspace.ownerId ? ('OWNER' as const) : ('MEMBER' as const),
    }))
    .sort((a, b) => Number(b.role === 'OWNER') - Number(a.role === 'OWNER'));
}
