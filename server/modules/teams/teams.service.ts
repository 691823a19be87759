/**
 * Teams of a workspace: the workspace's owner creates them (and becomes their OWNER member);
 * "My Teams" lists the ones the caller owns or is an active member of.
 */
import { and, asc, count, eq, inArray, or } from 'drizzle-orm';
import { type CreateTeam, TEAM_MESSAGES, type Team, type UpdateTeam } from '#contract/teams';
import type { Queryable } from '../../db/client';
import { tours, users, workspaces, workspaceTeamMembers, workspaceTeams } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';
import { requireKnownCountries } from '../countries/countries.service';
import { requireEntitlement } from '../subscriptions/entitlements';
import { listWorkspaces } from '../workspaces/workspaces.service';
import { canManageTeam, requireTeam, type TeamAccess } from './team-access';

async function activeCounts(db: Queryable, teamIds: string[]) {
  if (teamIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ teamId: workspaceTeamMembers.teamId, n: count() })
    .from(workspaceTeamMembers)
    .where(and(inArray(workspaceTeamMembers.teamId, teamIds), eq(workspaceTeamMembers.status, 'ACTIVE')))
    .groupBy(workspaceTeamMembers.teamId);
  return new Map(rows.map((row) => [row.teamId, row.n]));
}

const toTeam = ({ team, workspaceName, role, me }: TeamAccess, activeMembers: number): Team => ({
  id: team.id,
  workspaceId: team.workspaceId,
  workspaceName,
  name: team.name,
  notes: team.notes === '' ? null : team.notes,
  locationName: team.locationName,
  street: team.street,
  city: team.city,
  state: team.state,
  postalCode: team.postalCode,
  country: team.country,
  currency: team.currency,
  myRole: role,
  canManage: canManageTeam(role),
  canDelete: role === 'OWNER',
  myMemberId: me?.id ?? null,
  activeMembers,
});

export async function getTeam(db: Queryable, actor: AuthUser, id: string) {
  const access = await requireTeam(db, actor, id);
  return toTeam(access, (await activeCounts(db, [id])).get(id) ?? 0);
}

/** Teams of workspaces the caller owns, and teams they are an active member of; by name. */
export async function listTeams(db: Queryable, actor: AuthUser, workspaceId?: string): Promise<Team[]> {
  const rows = await db
    .selectDistinct({ team: workspaceTeams, workspaceName: workspaces.name, ownerId: workspaces.ownerId })
    .from(workspaceTeams)
    .innerJoin(workspaces, eq(workspaces.id, workspaceTeams.workspaceId))
    .leftJoin(
      workspaceTeamMembers,
      and(
        eq(workspaceTeamMembers.teamId, workspaceTeams.id),
        eq(workspaceTeamMembers.userId, actor.id),
        eq(workspaceTeamMembers.status, 'ACTIVE'),
      ),
    )
    .where(
      and(
        or(eq(workspaces.ownerId, actor.id), eq(workspaceTeamMembers.userId, actor.id)),
        workspaceId ? eq(workspaceTeams.workspaceId, workspaceId) : undefined,
      ),
    )
    .orderBy(asc(workspaceTeams.name), asc(workspaceTeams.id));
  // A workspace named that is not the caller's, nor has a team of theirs, is "not found".
  if (
    workspaceId &&
    rows.length === 0 &&
    !(await listWorkspaces(db, actor)).some((w) => w.id === workspaceId)
  )
    throw notFound('Workspace not found');
  const ids = rows.map((row) => row.team.id);
  const counts = await activeCounts(db, ids);
  const mine = ids.length
    ? await db
        .select()
        .from(workspaceTeamMembers)
        .where(
          and(
            inArray(workspaceTeamMembers.teamId, ids),
            eq(workspaceTeamMembers.userId, actor.id),
            eq(workspaceTeamMembers.status, 'ACTIVE'),
          ),
        )
    : [];
  const myRow = new Map(mine.map((row) => [row.teamId, row]));
  return rows.map((row) => {
    const me = myRow.get(row.team.id) ?? null;
    const role = row.ownerId === actor.id ? 'OWNER' : (me?.role ?? 'MEMBER');
    return toTeam(
      { team: row.team, workspaceName: row.workspaceName, role, me },
      counts.get(row.team.id) ?? 0,
    );
  });
}

/** The workspace named, or the caller's first own one; only its owner adds teams. */
async function workspaceForNewTeam(db: Queryable, actor: AuthUser, requested: string | undefined) {
  if (!requested) {
    const [own] = await db
      .select({ id: workspaces.id })
      .from(workspaces)
      .where(eq(workspaces.ownerId, actor.id))
      .orderBy(asc(workspaces.createdAt))
      .limit(1);
    if (!own) throw forbidden(TEAM_MESSAGES.notOwnerWorkspace);
    return own.id;
  }
  const workspace = (await listWorkspaces(db, actor)).find((row) => row.id === requested);
  if (!workspace) throw notFound('Workspace not found');
  if (workspace.myRole !== 'OWNER') throw forbidden(TEAM_MESSAGES.notOwnerWorkspace);
  return workspace.id;
}

export async function createTeam(db: Queryable, actor: AuthUser, input: CreateTeam, now: Date) {
  const { workspaceId: requested, notes, ...fields } = input;
  const workspaceId = await workspaceForNewTeam(db, actor, requested);
  // After the workspace checks: a stranger's workspace stays 404, an owner without a plan gets 403.
  await requireEntitlement(db, actor.id, 'createTeam', now);
  await requireKnownCountries(db, { country: fields.country });
  const [team] = await db
    .insert(workspaceTeams)
    .values({ ...fields, notes: notes ?? '', workspaceId, createdAt: now, updatedAt: now })
    .returning();
  if (!team) throw new Error('team insert returned nothing');
  const [me] = await db.select({ email: users.email }).from(users).where(eq(users.id, actor.id));
  await db.insert(workspaceTeamMembers).values({
    teamId: team.id,
    userId: actor.id,
    email: me?.email ?? actor.email,
    role: 'OWNER',
    status: 'ACTIVE',
    createdAt: now,
    updatedAt: now,
  });
  return getTeam(db, actor, team.id);
}

export async function updateTeam(db: Queryable, actor: AuthUser, id: string, input: UpdateTeam, now: Date) {
  await requireTeam(db, actor, id, 'manage');
  await requireKnownCountries(db, { country: input.country });
  const { notes, ...fields } = input;
  const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  await db
    .update(workspaceTeams)
    .set({ ...changes, ...(notes !== undefined ? { notes: notes ?? '' } : {}), updatedAt: now })
    .where(eq(workspaceTeams.id, id));
  return getTeam(db, actor, id);
}

export async function deleteTeam(db: Queryable, actor: AuthUser, id: string) {
  await requireTeam(db, actor, id, 'delete');
  await db.delete(workspaceTeams).where(eq(workspaceTeams.id, id));
}

/** The tours of the team's workspace a member can be paid on, by start date. */
export async function listTeamTours(db: Queryable, actor: AuthUser, id: string) {
  const { team } = await requireTeam(db, actor, id, 'manage');
  return db
    .select({ id: tours.id, name: tours.name, startDate: tours.startDate, endDate: tours.endDate })
    .from(tours)
    .where(eq(tours.workspaceId, team.workspaceId))
    .orderBy(asc(tours.startDate), asc(tours.name));
}
