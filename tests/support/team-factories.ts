/** Teams for API tests: a team of a fresh owner, people invited to it and accepted. */

import * as v from 'valibot';
import { ApiErrorSchema } from '#contract/errors';
import { signedInUser } from './factories';
import { ensureSubscribed } from './subscription-factories';
import type { TestApp } from './test-app';
import { type Body, must, type Session } from './tour-factories';

export const TEAM_BODY = {
  name: 'Roadie Crew Co.',
  notes: 'Lighting and rigging crew',
  locationName: 'Warehouse 5',
  street: '12 Dock Road',
  city: 'Nashville',
  state: 'TN',
  postalCode: '37201',
  country: 'US',
  currency: 'USD',
};

/** Creates a team; its owner is subscribed first (creating a team needs a subscription). */
export async function createTeam(t: TestApp, token: string, overrides: Body = {}) {
  await ensureSubscribed(t, token);
  return must(await t.call('POST /workspace-teams', { body: { ...TEAM_BODY, ...overrides }, token }), 201)
    .data;
}

export async function invite(
  t: TestApp,
  token: string,
  teamId: string,
  email: string,
  role: 'ADMIN' | 'MEMBER' = 'MEMBER',
) {
  const body = { email, role, position: 'Rigger' };
  return must(
    await t.call('POST /workspace-teams/{id}/members', { params: { id: teamId }, body, token }),
    201,
  ).data;
}

/** Invites a new signed-in person and has them accept: an active member with their session. */
export async function joinedMember(
  t: TestApp,
  ownerToken: string,
  teamId: string,
  role: 'ADMIN' | 'MEMBER' = 'MEMBER',
) {
  const person = await signedInUser(t);
  const member = await invite(t, ownerToken, teamId, person.email, role);
  must(
    await t.call('POST /invitations/workspace-team/{id}/accept', {
      params: { id: member.id },
      token: person.token,
    }),
  );
  return { ...person, memberId: member.id };
}

/** An owner with a team and a tour in their workspace, and one active member. */
export async function teamWithMember(t: TestApp) {
  const owner: Session = await signedInUser(t);
  const team = await createTeam(t, owner.token);
  const member = await joinedMember(t, owner.token, team.id);
  return { owner, team, member };
}

/** The `{error}` body of a refused call, read through the contract's schema (no cast). */
export function refusal(response: { body: unknown }) {
  return v.parse(ApiErrorSchema, response.body).error;
}
