/** Deal memos and summary reports for API tests: a team paying people on a tour they are on. */
import { signedInUser } from './factories';
import { createTeam, invite } from './team-factories';
import type { TestApp } from './test-app';
import { acceptInvitation, addPersonnel, createTour, must, type Session } from './tour-factories';

export interface PayTerms {
  dailyWage: string;
  hourRate: string;
  perDiem: string;
}

/** A new person on the team (accepted), with a wage on the tour; on the tour too unless `onTour` is false. */
export async function paidMember(
  t: TestApp,
  owner: Session,
  ids: { teamId: string; tourId: string },
  terms: PayTerms,
  options: { firstName?: string; role?: 'ADMIN' | 'MEMBER'; onTour?: boolean } = {},
) {
  const person = await signedInUser(t, { firstName: options.firstName ?? 'Kit' });
  const member = await invite(t, owner.token, ids.teamId, person.email, options.role);
  must(
    await t.call('POST /invitations/workspace-team/{id}/accept', {
      params: { id: member.id },
      token: person.token,
    }),
  );
  const wage = must(
    await t.call('POST /workspace-teams/{id}/members/{memberId}/wages', {
      params: { id: ids.teamId, memberId: member.id },
      body: { tourId: ids.tourId, ...terms },
      token: owner.token,
    }),
    201,
  ).data;
  if (options.onTour !== false) {
    await addPersonnel(t, owner.token, ids.tourId, person.email);
    await acceptInvitation(t, person.token, ids.tourId);
  }
  return { ...person, memberId: member.id, wage };
}

/** An owner with a team and a three-day tour (2027-04-10 to 12) of their workspace. */
export async function teamAndTour(t: TestApp) {
  const owner = await signedInUser(t, { firstName: 'Olive' });
  const team = await createTeam(t, owner.token, { currency: 'GBP' });
  const tour = await createTour(t, owner.token, { name: 'Spring Run' });
  return { owner, team, tour, ids: { teamId: team.id, tourId: tour.id } };
}

export async function downloadFrom(t: TestApp, token: string, path: string) {
  const response = await t.app.request(path, { headers: { authorization: `Bearer ${token}` } });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}
