/**
 * The caller's invitations to teams: listed beside tour invitations, accepted or declined by the
 * person they are addressed to (their account, or their e-mail before they had one). Anyone
 * else's is "not found"; answering one already answered says so (409).
 */
import { and, desc, eq, isNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TeamInvitation } from '#contract/invitations';
import type { Queryable } from '../../db/client';
import { users, workspaces, workspaceTeamMembers, workspaceTeams } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { conflict, notFound } from '../../http/errors';

const inviter = alias(users, 'inviter');

const addressedTo = (actor: AuthUser) =>
  or(
    eq(workspaceTeamMembers.userId, actor.id),
    and(isNull(workspaceTeamMembers.userId), eq(workspaceTeamMembers.email, actor.email.toLowerCase())),
  );

export async function listTeamInvitations(db: Queryable, actor: AuthUser): Promise<TeamInvitation[]> {
  const rows = await db
    .select({
      member: workspaceTeamMembers,
      teamName: workspaceTeams.name,
      workspaceName: workspaces.name,
      inviter: { firstName: inviter.firstName, lastName: inviter.lastName, email: inviter.email },
    })
    .from(workspaceTeamMembers)
    .innerJoin(workspaceTeams, eq(workspaceTeams.id, workspaceTeamMembers.teamId))
    .innerJoin(workspaces, eq(workspaces.id, workspaceTeams.workspaceId))
    .leftJoin(inviter, eq(inviter.id, workspaceTeamMembers.invitedBy))
    .where(and(eq(workspaceTeamMembers.status, 'INVITED'), addressedTo(actor)))
    .orderBy(desc(workspaceTeamMembers.invitedAt), desc(workspaceTeamMembers.createdAt));
  return rows.map((row) => ({
    kind: 'WORKSPACE_TEAM',
    id: row.member.id,
    teamId: row.member.teamId,
    teamName: row.teamName,
    workspaceName: row.workspaceName,
    position: row.member.position,
    invitedBy: row.inviter?.email ? { ...row.inviter, email: row.inviter.email } : null,
    invitedAt: (row.member.invitedAt ?? row.member.createdAt).toISOString(),
  }));
}

const ANSWERED = {
  ACTIVE: 'You already accepted this invitation',
  DECLINED: 'You already declined this invitation',
} as const;

async function answer(db: Queryable, actor: AuthUser, id: string, status: 'ACTIVE' | 'DECLINED', now: Date) {
  const [row] = await db
    .select({ teamId: workspaceTeamMembers.teamId, status: workspaceTeamMembers.status })
    .from(workspaceTeamMembers)
    .where(and(eq(workspaceTeamMembers.id, id), addressedTo(actor)));
  if (!row) throw notFound('Invitation not found');
  if (row.status !== 'INVITED') throw conflict(ANSWERED[row.status]);
  await db
    .update(workspaceTeamMembers)
    .set({ status, userId: actor.id, updatedAt: now })
    .where(eq(workspaceTeamMembers.id, id));
  return row;
}

export async function acceptTeamInvitation(db: Queryable, actor: AuthUser, id: string, now: Date) {
  const { teamId } = await answer(db, actor, id, 'ACTIVE', now);
  return { kind: 'WORKSPACE_TEAM' as const, teamId };
}

export async function declineTeamInvitation(db: Queryable, actor: AuthUser, id: string, now: Date) {
  await answer(db, actor, id, 'DECLINED', now);
}
