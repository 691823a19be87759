/**
 * Workspace teams for browser tests, set up through the API. `createTeam` is the one place a test
 * creates a team through the API, so the step the owner needs first (a subscription) is made there.
 */
import type { APIRequestContext } from '@playwright/test';
import type * as v from 'valibot';
import type { TeamInputSchema } from '#contract/teams';
import { createDashboardUser } from './accounts';
import { RoadieApi } from './roadie-api';

/** What POST /workspace-teams takes. */
export type TeamFields = v.InferInput<typeof TeamInputSchema>;

/** A team in Nashville paying in USD, named as the test likes. */
export const nashvilleTeam = (name: string): TeamFields => ({
  name,
  locationName: 'Warehouse 5',
  street: '12 Dock Road',
  city: 'Nashville',
  state: 'TN',
  postalCode: '37201',
  country: 'US',
  currency: 'USD',
});

export async function createTeam(ownerApi: RoadieApi, fields: TeamFields): Promise<{ id: string }> {
  // Creating a team needs a subscription: bought through the test-mode checkout first.
  await ownerApi.ensureSubscribed();
  return ownerApi.call<{ id: string }>('POST', '/workspace-teams', fields);
}

/** Invites `email` to the team and accepts as that person: an ACTIVE member. */
export async function addTeamMember(
  ownerApi: RoadieApi,
  teamId: string,
  person: { api: RoadieApi; email: string },
  position?: string,
): Promise<{ id: string }> {
  const member = await ownerApi.call<{ id: string }>('POST', `/workspace-teams/${teamId}/members`, {
    email: person.email,
    ...(position === undefined ? {} : { position }),
  });
  await person.api.call('POST', `/invitations/workspace-team/${member.id}/accept`);
  return member;
}

export type Wage = { dailyWage: string; hourRate: string; perDiem: string };

/**
 * Olive owns a team with Casey in it as a Rigger, and a tour "Harbour Lights" (2027-07-01 to 03)
 * on which Casey has `wage`: what deal memos, summary reports and estimates are made from.
 */
export async function teamWithAWage(
  request: APIRequestContext,
  prefix: string,
  teamName: string,
  wage: Wage,
) {
  const owner = await createDashboardUser(request, `${prefix}-owner`, 'Olive');
  const crew = await createDashboardUser(request, `${prefix}-crew`, 'Casey');
  const api = await RoadieApi.signIn(request, owner.email, owner.password);
  const crewApi = await RoadieApi.signIn(request, crew.email, crew.password);
  const { tourId } = await api.createTour('Harbour Lights', '2027-07-01', '2027-07-03');
  const team = await createTeam(api, nashvilleTeam(teamName));
  const member = await addTeamMember(api, team.id, { api: crewApi, email: crew.email }, 'Rigger');
  await api.call('POST', `/workspace-teams/${team.id}/members/${member.id}/wages`, { tourId, ...wage });
  return { owner, crew, api, crewApi, tourId, team, member };
}
