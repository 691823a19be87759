/** Estimates for API tests: a team with an active member, an admin and a member's wage on a tour. */
import { joinedMember, teamWithMember } from './team-factories';
import type { TestApp } from './test-app';
import { createTour, must } from './tour-factories';

export const WAGE = { dailyWage: '350.00', hourRate: '45.50', perDiem: '60.10' };

export async function teamWithWageOnTour(t: TestApp) {
  const { owner, team, member } = await teamWithMember(t);
  const tour = await createTour(t, owner.token, {
    name: 'Summer Run',
    startDate: '2027-07-01',
    endDate: '2027-07-04',
  });
  must(
    await t.call('POST /workspace-teams/{id}/members/{memberId}/wages', {
      params: { id: team.id, memberId: member.memberId },
      body: { tourId: tour.id, ...WAGE },
      token: owner.token,
    }),
    201,
  );
  return { owner, team, member, tour };
}

export async function newEstimate(t: TestApp, token: string, teamId: string, tourId: string) {
  return must(
    await t.call('POST /workspace-teams/{id}/estimates', { params: { id: teamId }, body: { tourId }, token }),
    201,
  ).data;
}

export async function adminOf(t: TestApp, ownerToken: string, teamId: string) {
  return joinedMember(t, ownerToken, teamId, 'ADMIN');
}

/** A line as the editor sends it. */
export const line = (overrides: Record<string, string | null> = {}) => ({
  memberId: null,
  description: 'Truck hire',
  days: '1',
  hours: '0',
  dailyWage: '0.00',
  perDiem: '0.00',
  hourRate: '0.00',
  ...overrides,
});
