/**
 * Tenant cases for team estimates: the matrix owner's team with a member's wage on a tour and an
 * estimate of it; the check compares the team's estimates and their lines to that snapshot.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { teamEstimateLines, teamEstimates } from '../../server/db/schema/index';
import { newEstimate, WAGE } from './estimate-factories';
import { createTeam, joinedMember } from './team-factories';
import type { HttpMethod, Ids, MatrixUser, TenantCase } from './tenant-matrix';
import type { TestApp } from './test-app';
import { createTour, must } from './tour-factories';

async function estimateState(t: TestApp, teamId: string) {
  const estimates = await t.db
    .select()
    .from(teamEstimates)
    .where(eq(teamEstimates.teamId, teamId))
    .orderBy(asc(teamEstimates.id));
  const ids = estimates.map((row) => row.id);
  const lines = ids.length
    ? await t.db
        .select()
        .from(teamEstimateLines)
        .where(inArray(teamEstimateLines.estimateId, ids))
        .orderBy(asc(teamEstimateLines.id))
    : [];
  return JSON.stringify({ estimates, lines });
}

async function teamWithEstimate(t: TestApp, owner: MatrixUser): Promise<Ids> {
  const team = await createTeam(t, owner.token);
  const member = await joinedMember(t, owner.token, team.id);
  const tour = await createTour(t, owner.token);
  must(
    await t.call('POST /workspace-teams/{id}/members/{memberId}/wages', {
      params: { id: team.id, memberId: member.memberId },
      body: { tourId: tour.id, ...WAGE },
      token: owner.token,
    }),
    201,
  );
  const estimate = await newEstimate(t, owner.token, team.id, tour.id);
  return {
    teamId: team.id,
    tourId: tour.id,
    estimateId: estimate.id,
    state: await estimateState(t, team.id),
  };
}

async function unchanged(t: TestApp, ids: Ids) {
  expect(JSON.parse(await estimateState(t, ids.teamId ?? ''))).toEqual(JSON.parse(ids.state ?? 'null'));
}

const estimateCase = (
  name: string,
  method: HttpMethod,
  route: string,
  path: (ids: Ids) => string,
  body?: (ids: Ids) => Record<string, unknown>,
): TenantCase => ({ name, method, route, path, body, setup: teamWithEstimate, verifyUnchanged: unchanged });

const list = (ids: Ids) => `/api/workspace-teams/${ids.teamId}/estimates`;
const one = (ids: Ids) => `${list(ids)}/${ids.estimateId}`;

export const ESTIMATE_CASES: TenantCase[] = [
  estimateCase('a team’s estimates', 'GET', '/workspace-teams/{id}/estimates', list),
  estimateCase('estimating a team’s tour', 'POST', '/workspace-teams/{id}/estimates', list, (ids) => ({
    tourId: ids.tourId,
  })),
  estimateCase('an estimate', 'GET', '/workspace-teams/{id}/estimates/{estimateId}', one),
  estimateCase('saving an estimate', 'PUT', '/workspace-teams/{id}/estimates/{estimateId}', one, () => ({
    name: 'Taken',
    lines: [],
  })),
  estimateCase('deleting an estimate', 'DELETE', '/workspace-teams/{id}/estimates/{estimateId}', one),
];
