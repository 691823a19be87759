/**
 * Tenant cases for workspaces, teams, their members and wages, and team invitations. Each setup
 * gives the matrix owner a team with an active member and a wage on a tour of their workspace;
 * the check compares the workspace, its teams, members and wages to that snapshot.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  teamMemberWages,
  workspaces,
  workspaceTeamMembers,
  workspaceTeams,
} from '../../server/db/schema/index';
import { signedInUser } from './factories';
import { createTeam, invite, joinedMember, TEAM_BODY } from './team-factories';
import type { HttpMethod, Ids, MatrixUser, TenantCase } from './tenant-matrix';
import type { TestApp } from './test-app';
import { createTour, must } from './tour-factories';

async function workspaceState(t: TestApp, workspaceId: string) {
  const teams = await t.db
    .select()
    .from(workspaceTeams)
    .where(eq(workspaceTeams.workspaceId, workspaceId))
    .orderBy(asc(workspaceTeams.id));
  const teamIds = teams.map((team) => team.id);
  const inTeams = teamIds.length ? teamIds : ['00000000-0000-0000-0000-000000000000'];
  return JSON.stringify({
    workspace: await t.db.select().from(workspaces).where(eq(workspaces.id, workspaceId)),
    teams,
    members: await t.db
      .select()
      .from(workspaceTeamMembers)
      .where(inArray(workspaceTeamMembers.teamId, inTeams))
      .orderBy(asc(workspaceTeamMembers.id)),
    wages: await t.db
      .select()
      .from(teamMemberWages)
      .where(inArray(teamMemberWages.teamId, inTeams))
      .orderBy(asc(teamMemberWages.id)),
  });
}

async function teamWithWage(t: TestApp, owner: MatrixUser): Promise<Ids> {
  const [workspace] = must(await t.call('GET /workspaces', { token: owner.token })).data;
  const team = await createTeam(t, owner.token);
  const member = await joinedMember(t, owner.token, team.id);
  const tour = await createTour(t, owner.token);
  const params = { id: team.id, memberId: member.memberId };
  const body = { tourId: tour.id, dailyWage: '100.00', hourRate: '12.50', perDiem: '30' };
  const wage = must(
    await t.call('POST /workspace-teams/{id}/members/{memberId}/wages', { params, body, token: owner.token }),
    201,
  ).data;
  const workspaceId = workspace?.id ?? '';
  // A second tour without a wage yet: what "adding a wage" pays the member on.
  const freeTourId = (await createTour(t, owner.token)).id;
  return {
    freeTourId,
    workspaceId,
    teamId: team.id,
    memberId: member.memberId,
    tourId: tour.id,
    wageId: wage.id,
    state: await workspaceState(t, workspaceId),
  };
}

/** A team of another owner that invited the matrix owner; `invitationId` is the member row. */
async function invitedToATeam(t: TestApp, owner: MatrixUser): Promise<Ids> {
  const other = await signedInUser(t, { firstName: 'Inviter' });
  const team = await createTeam(t, other.token);
  const member = await invite(t, other.token, team.id, owner.email);
  return {
    workspaceId: team.workspaceId,
    invitationId: member.id,
    state: await workspaceState(t, team.workspaceId),
  };
}

async function unchanged(t: TestApp, ids: Ids) {
  expect(JSON.parse(await workspaceState(t, ids.workspaceId ?? ''))).toEqual(JSON.parse(ids.state ?? 'null'));
}

const teamCase = (
  name: string,
  method: HttpMethod,
  route: string,
  path: (ids: Ids) => string,
  body?: (ids: Ids) => Record<string, unknown>,
): TenantCase => ({ name, method, route, path, body, setup: teamWithWage, verifyUnchanged: unchanged });

const team = (ids: Ids) => `/api/workspace-teams/${ids.teamId}`;
const member = (ids: Ids) => `${team(ids)}/members/${ids.memberId}`;
const wage = (ids: Ids) => `${member(ids)}/wages/${ids.wageId}`;

export const TEAM_CASES: TenantCase[] = [
  teamCase('a workspace', 'GET', '/workspaces/{id}', (ids) => `/api/workspaces/${ids.workspaceId}`),
  teamCase(
    'renaming a workspace',
    'PATCH',
    '/workspaces/{id}',
    (ids) => `/api/workspaces/${ids.workspaceId}`,
    () => ({ name: 'Taken' }),
  ),
  teamCase(
    'a workspace’s artists',
    'GET',
    '/workspaces/{id}/artists',
    (ids) => `/api/workspaces/${ids.workspaceId}/artists`,
  ),
  teamCase(
    'a workspace’s people',
    'GET',
    '/workspaces/{id}/members',
    (ids) => `/api/workspaces/${ids.workspaceId}/members`,
  ),
  teamCase(
    'a workspace’s teams',
    'GET',
    '/workspace-teams',
    (ids) => `/api/workspace-teams?workspaceId=${ids.workspaceId}`,
  ),
  teamCase(
    'creating a team in a workspace',
    'POST',
    '/workspace-teams',
    () => '/api/workspace-teams',
    (ids) => ({ ...TEAM_BODY, workspaceId: ids.workspaceId }),
  ),
  teamCase('a team', 'GET', '/workspace-teams/{id}', team),
  teamCase('changing a team', 'PATCH', '/workspace-teams/{id}', team, () => ({ name: 'Taken' })),
  teamCase('deleting a team', 'DELETE', '/workspace-teams/{id}', team),
  teamCase('a team’s tours', 'GET', '/workspace-teams/{id}/tours', (ids) => `${team(ids)}/tours`),
  teamCase(
    'inviting to a team',
    'POST',
    '/workspace-teams/{id}/members',
    (ids) => `${team(ids)}/members`,
    () => ({ email: 'matrix-team@example.com' }),
  ),
  teamCase('a team’s members', 'GET', '/workspace-teams/{id}/members', (ids) => `${team(ids)}/members`),
  teamCase('a team member', 'GET', '/workspace-teams/{id}/members/{memberId}', member),
  teamCase('changing a team member', 'PATCH', '/workspace-teams/{id}/members/{memberId}', member, () => ({
    position: 'Taken',
  })),
  teamCase('removing a team member', 'DELETE', '/workspace-teams/{id}/members/{memberId}', member),
  teamCase(
    'a member’s wages',
    'GET',
    '/workspace-teams/{id}/members/{memberId}/wages',
    (ids) => `${member(ids)}/wages`,
  ),
  teamCase(
    'adding a wage',
    'POST',
    '/workspace-teams/{id}/members/{memberId}/wages',
    (ids) => `${member(ids)}/wages`,
    (ids) => ({
      tourId: ids.freeTourId,
      dailyWage: '1.00',
      hourRate: '1.00',
      perDiem: '1.00',
    }),
  ),
  teamCase(
    'changing a wage',
    'PATCH',
    '/workspace-teams/{id}/members/{memberId}/wages/{wageId}',
    wage,
    () => ({ perDiem: '99.99' }),
  ),
  teamCase('deleting a wage', 'DELETE', '/workspace-teams/{id}/members/{memberId}/wages/{wageId}', wage),
  ...(['accept', 'decline'] as const).map(
    (action): TenantCase => ({
      name: `answering someone’s team invitation (${action})`,
      method: action === 'accept' ? 'POST' : 'DELETE',
      route: `/invitations/workspace-team/{id}/${action}`,
      path: (ids) => `/api/invitations/workspace-team/${ids.invitationId}/${action}`,
      setup: invitedToATeam,
      verifyUnchanged: unchanged,
    }),
  ),
];
