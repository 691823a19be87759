/**
 * A team's people. Owner and admins invite by e-mail (an account or not: the invitation waits
 * for the address), change positions and roles, and remove members; the owner's row stays.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  type InviteTeamMember,
  TEAM_MESSAGES,
  type TeamMember,
  type UpdateTeamMember,
} from '#contract/teams';
import type { Queryable } from '../../db/client';
import { users, workspaceTeamMembers } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { conflict } from '../../http/errors';
import { requireMemberOf, requireTeam, type TeamMemberRow } from './team-access';

const columns = { member: workspaceTeamMembers, firstName: users.firstName, lastName: users.lastName };

export const toMember = (row: {
  member: TeamMemberRow;
  firstName: string | null;
  lastName: string | null;
}): TeamMember => ({
  id: row.member.id,
  teamId: row.member.teamId,
  userId: row.member.userId,
  email: row.member.email,
  firstName: row.firstName,
  lastName: row.lastName,
  position: row.member.position,
  role: row.member.role,
  status: row.member.status,
});

export async function readMember(db: Queryable, memberId: string) {
  const [row] = await db
    .select(columns)
    .from(workspaceTeamMembers)
    .leftJoin(users, eq(users.id, workspaceTeamMembers.userId))
    .where(eq(workspaceTeamMembers.id, memberId));
  if (!row) throw new Error('member vanished');
  return toMember(row);
}

/** Everyone on the team (declined invitations left out): the owner first, then by e-mail. */
export async function listMembers(db: Queryable, actor: AuthUser, teamId: string) {
  await requireTeam(db, actor, teamId);
  const rows = await db
    .select(columns)
    .from(workspaceTeamMembers)
    .leftJoin(users, eq(users.id, workspaceTeamMembers.userId))
    .where(eq(workspaceTeamMembers.teamId, teamId))
    .orderBy(asc(workspaceTeamMembers.email));
  const order = { OWNER: 0, ADMIN: 1, MEMBER: 2 } as const;
  return rows
    .map(toMember)
    .filter((member) => member.status !== 'DECLINED')
    .sort((a, b) => order[a.role] - order[b.role]);
}

export async function getMember(db: Queryable, actor: AuthUser, teamId: string, memberId: string) {
  await requireTeam(db, actor, teamId);
  await requireMemberOf(db, teamId, memberId);
  return readMember(db, memberId);
}

export interface TeamInvitationSent {
  member: TeamMember;
  /** The person can sign in: the mail tells them to open the app, others to create an account. */
  hasAccount: boolean;
}

/** Someone who declined before is invited again; anyone still invited or active is refused (409). */
export async function inviteMember(
  db: Queryable,
  actor: AuthUser,
  teamId: string,
  input: InviteTeamMember,
  now: Date,
): Promise<TeamInvitationSent> {
  await requireTeam(db, actor, teamId, 'manage');
  const [existing] = await db
    .select()
    .from(workspaceTeamMembers)
    .where(and(eq(workspaceTeamMembers.teamId, teamId), eq(workspaceTeamMembers.email, input.email)));
  if (existing && existing.status !== 'DECLINED')
    throw conflict(TEAM_MESSAGES.alreadyMember, { email: TEAM_MESSAGES.alreadyMember });
  const [account] = await db
    .select({ id: users.id, confirmedAt: users.emailConfirmedAt })
    .from(users)
    .where(and(eq(users.email, input.email), isNull(users.deletedAt)));
  const invitation = {
    userId: account?.id ?? null,
    position: input.position,
    role: input.role,
    status: 'INVITED' as const,
    invitedBy: actor.id,
    invitedAt: now,
    updatedAt: now,
  };
  let id = existing?.id;
  if (existing)
    await db.update(workspaceTeamMembers).set(invitation).where(eq(workspaceTeamMembers.id, existing.id));
  else {
    const [row] = await db
      .insert(workspaceTeamMembers)
      .values({ ...invitation, teamId, email: input.email, createdAt: now })
      .returning({ id: workspaceTeamMembers.id });
    id = row?.id;
  }
  if (!id) throw new Error('member insert returned nothing');
  return { member: await readMember(db, id), hasAccount: Boolean(account?.confirmedAt) };
}

export async function updateMember(
  db: Queryable,
  actor: AuthUser,
  teamId: string,
  memberId: string,
  input: UpdateTeamMember,
  now: Date,
) {
  await requireTeam(db, actor, teamId, 'manage');
  const member = await requireMemberOf(db, teamId, memberId);
  if (member.role === 'OWNER' && input.role !== undefined)
    throw conflict(TEAM_MESSAGES.ownerStays, { role: TEAM_MESSAGES.ownerStays });
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  await db
    .update(workspaceTeamMembers)
    .set({ ...changes, updatedAt: now })
    .where(eq(workspaceTeamMembers.id, memberId));
  return readMember(db, memberId);
}

/** Removing someone takes their wages with them (the rows hang off the member). */
export async function removeMember(db: Queryable, actor: AuthUser, teamId: string, memberId: string) {
  await requireTeam(db, actor, teamId, 'manage');
  const member = await requireMemberOf(db, teamId, memberId);
  if (member.role === 'OWNER') throw conflict(TEAM_MESSAGES.ownerStays);
  await db.delete(workspaceTeamMembers).where(eq(workspaceTeamMembers.id, memberId));
}
