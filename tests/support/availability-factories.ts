/** Availability tests: a team whose members are booked on tours placed in different time zones. */
import { signedInUser } from './factories';
import { createTeam, invite } from './team-factories';
import type { TestApp } from './test-app';
import { acceptInvitation, addPersonnel, createTour, must, placeDay, type Session } from './tour-factories';

export const AUCKLAND = { city: 'Auckland', country: 'New Zealand', timeZone: 'Pacific/Auckland' };
export const LOS_ANGELES = { city: 'Los Angeles', country: 'United States', timeZone: 'America/Los_Angeles' };

/** `person` accepts an invitation to the tour: an ACTIVE member of it. */
export async function putOnTour(t: TestApp, managerToken: string, tourId: string, person: Session) {
  await addPersonnel(t, managerToken, tourId, person.email);
  await acceptInvitation(t, person.token, tourId);
}

/** `person` joins the team (invited by its owner, then accepted). */
export async function joinTeam(
  t: TestApp,
  ownerToken: string,
  teamId: string,
  person: Session,
  role: 'ADMIN' | 'MEMBER' = 'MEMBER',
) {
  const member = await invite(t, ownerToken, teamId, person.email, role);
  must(
    await t.call('POST /invitations/workspace-team/{id}/accept', {
      params: { id: member.id },
      token: person.token,
    }),
  );
  return member.id;
}

/**
 * The team's owner runs two overlapping tours: Spring Tour 2027-04-10..12 (its 12th in Auckland)
 * and Coast Run 2027-04-12..14 (its 14th in Los Angeles). Robin Hale is on both; Priya is on the
 * team and on no tour.
 */
export async function bookedTeam(t: TestApp) {
  const owner = await signedInUser(t, { firstName: 'Olive' });
  const robin = await signedInUser(t, { firstName: 'Robin' });
  const priya = await signedInUser(t, { firstName: 'Priya' });
  const team = await createTeam(t, owner.token);
  const robinMemberId = await joinTeam(t, owner.token, team.id, robin);
  const priyaMemberId = await joinTeam(t, owner.token, team.id, priya);
  const spring = await createTour(t, owner.token, {
    name: 'Spring Tour',
    startDate: '2027-04-10',
    endDate: '2027-04-12',
  });
  const coast = await createTour(t, owner.token, {
    name: 'Coast Run',
    startDate: '2027-04-12',
    endDate: '2027-04-14',
  });
  await placeDay(t, owner.token, spring.id, '2027-04-12', AUCKLAND);
  await placeDay(t, owner.token, coast.id, '2027-04-14', LOS_ANGELES);
  await putOnTour(t, owner.token, spring.id, robin);
  await putOnTour(t, owner.token, coast.id, robin);
  return { owner, robin, priya, team, robinMemberId, priyaMemberId, spring, coast };
}

export async function gridOf(t: TestApp, token: string, teamId: string, from: string, to: string) {
  return must(
    await t.call('GET /workspace-teams/{id}/availabilities', {
      params: { id: teamId },
      query: { from, to },
      token,
    }),
  ).data;
}

export async function markDay(t: TestApp, token: string, date: string) {
  return must(await t.call('PUT /unavailable-dates/{date}', { params: { date }, token })).data;
}
