/**
 * Who may see and run a team. The workspace's owner acts as its OWNER; active members see it
 * with their role (owner and admins manage it, only the owner deletes it). Invited people and
 * everyone else are told it does not exist (404), like any id they may not see.
 */
import { and, eq } from 'drizzle-orm';
import type { TeamMemberRole } from '#contract/teams';
import type { Queryable } from '../../db/client';
import { workspaces, workspaceTeamMembers, workspaceTeams } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';

export type TeamRow = typeof workspaceTeams.$inferSelect;
export type TeamMemberRow = typeof workspaceTeamMembers.$inferSelect;

export interface TeamAccess {
  team: TeamRow;
  workspaceName: string;
  role: TeamMemberRole;
  /** The caller's own active member row, if they are on the team. */
  me: TeamMemberRow | null;
}

export const canManageTeam = (role: TeamMemberRole) => role === 'OWNER' || role === 'ADMIN';

export async function findTeam(db: Queryable, actor: AuthUser, teamId: string): Promise<TeamAccess> {
  const [row] = await db
    .select({ team: workspaceTeams, workspaceName: workspaces.name, ownerId: workspaces.ownerId })
    .from(workspaceTeams)
    .innerJoin(workspaces, eq(workspaces.id, workspaceTeams.workspaceId))
    .where(eq(workspaceTeams.id, teamId));
  if (!row) throw notFound('Team not found');
  const [me] = await db
    .select()
    .from(workspaceTeamMembers)
    .where(
      and(
        eq(workspaceTeamMembers.teamId, teamId),
        eq(workspaceTeamMembers.userId, actor.id),
        eq(workspaceTeamMembers.status, 'ACTIVE'),
      ),
    );
  if (row.ownerId === actor.id)
    return { team: row.team, workspaceName: row.workspaceName, role: 'OWNER', me: me ?? null };
  if (!me) throw notFound('Team not found');
  return { team: row.team, workspaceName: row.workspaceName, role: me.role, me };
}

/** Seen by the caller; with `need`, also run by them (403 otherwise). */
export async function requireTeam(
  db: Queryable,
  actor: AuthUser,
  teamId: string,
  need: 'see' | 'manage' | 'delete' = 'see',
): Promise<TeamAccess> {
  const access = await findTeam(db, actor, teamId);
  if (need === 'manage' && !canManageTeam(access.role))
    throw forbidden('Only the team owner and admins can do this');
  if (need === 'delete' && access.role !== 'OWNER')
    throw forbidden('Only the team owner can delete the team');
  return access;
}

/** A member row of this team (any status), or 404. */
export async function requireMemberOf(db: Queryable, teamId: string, memberId: string) {
  const [row] = await db
    .select()
    .from(workspaceTeamMembers)
    .where(and(eq(workspaceTeamMembers.id, memberId), eq(workspaceTeamMembers.teamId, teamId)));
  if (!row) throw notFound('Member not found');
  return row;
}
