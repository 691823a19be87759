import { describe, expect, it } from 'vitest';
import { MONEY_MESSAGES } from '#contract/money';
import { TEAM_MESSAGES } from '#contract/teams';
import { teamMemberWages } from '../../server/db/schema/index';
import { signedInUser } from '../support/factories';
import { joinedMember, refusal, teamWithMember } from '../support/team-factories';
import { setupTestApp } from '../support/test-app';
import { createTour, must } from '../support/tour-factories';

const t = await setupTestApp();

const WAGE = { dailyWage: '350.00', hourRate: '45.50', perDiem: '60' };

async function setup() {
  const { owner, team, member } = await teamWithMember(t);
  const tour = await createTour(t, owner.token);
  const ids = { id: team.id, memberId: member.memberId };
  return { owner, team, member, tour, ids };
}

describe('member wages', () => {
  it('the owner adds, edits and deletes a wage; amounts come back exact', async () => {
    const { owner, tour, ids } = await setup();
    const tours = must(
      await t.call('GET /workspace-teams/{id}/tours', { params: { id: ids.id }, token: owner.token }),
    ).data;
    expect(tours.map((row) => row.id)).toEqual([tour.id]);
    const wage = must(
      await t.call('POST /workspace-teams/{id}/members/{memberId}/wages', {
        params: ids,
        body: { tourId: tour.id, ...WAGE },
        token: owner.token,
      }),
      201,
    ).data;
    expect(wage).toMatchObject({
      tourId: tour.id,
      tourName: tour.name,
      dailyWage: '350.00',
      hourRate: '45.50',
      perDiem: '60.00',
    });
    const [stored] = await t.db.select().from(teamMemberWages);
    expect(typeof stored?.hourRate === 'number' && Number.isInteger(stored.hourRate)).toBe(true);

    const wageIds = { ...ids, wageId: wage.id };
    const edited = must(
      await t.call('PATCH /workspace-teams/{id}/members/{memberId}/wages/{wageId}', {
        params: wageIds,
        body: { perDiem: '0.10' },
        token: owner.token,
      }),
    ).data;
    expect(edited).toMatchObject({ dailyWage: '350.00', perDiem: '0.10' });
    const second = await t.call('POST /workspace-teams/{id}/members/{memberId}/wages', {
      params: ids,
      body: { tourId: tour.id, ...WAGE },
      token: owner.token,
    });
    expect(second.status).toBe(409);
    expect(refusal(second).fields).toEqual({ tourId: TEAM_MESSAGES.wageExists });

    must(
      await t.call('DELETE /workspace-teams/{id}/members/{memberId}/wages/{wageId}', {
        params: wageIds,
        token: owner.token,
      }),
    );
    expect(
      must(
        await t.call('GET /workspace-teams/{id}/members/{memberId}/wages', {
          params: ids,
          token: owner.token,
        }),
      ).data.wages,
    ).toEqual([]);
  });

  it('refuses 3 decimals, negatives, non-amounts and a tour of another workspace, writing nothing', async () => {
    const { owner, tour, ids } = await setup();
    const bad = await t.call('POST /workspace-teams/{id}/members/{memberId}/wages', {
      params: ids,
      body: { tourId: tour.id, dailyWage: '1234.505', hourRate: '-5', perDiem: 'ten' },
      token: owner.token,
    });
    expect(bad.status).toBe(400);
    expect(refusal(bad).fields).toEqual({
      dailyWage: 'Must have at most 2 decimal places',
      hourRate: MONEY_MESSAGES.negative,
      perDiem: MONEY_MESSAGES.notAmount,
    });
    const missing = await t.post(
      `/api/workspace-teams/${ids.id}/members/${ids.memberId}/wages`,
      { dailyWage: 12 },
      { token: owner.token },
    );
    expect(refusal(missing).fields).toMatchObject({
      tourId: TEAM_MESSAGES.tour,
      dailyWage: MONEY_MESSAGES.notAmount,
      hourRate: MONEY_MESSAGES.required,
    });
    const otherTour = await createTour(t, (await signedInUser(t)).token);
    const elsewhere = await t.call('POST /workspace-teams/{id}/members/{memberId}/wages', {
      params: ids,
      body: { tourId: otherTour.id, ...WAGE },
      token: owner.token,
    });
    expect(refusal(elsewhere).fields).toEqual({ tourId: TEAM_MESSAGES.tourNotInWorkspace });
    expect(await t.db.select().from(teamMemberWages)).toHaveLength(0);
  });

  it('sums many rows exactly to the cent (0.10 + 0.20 …)', async () => {
    const { owner, ids } = await setup();
    for (let i = 0; i < 30; i += 1) {
      const tour = await createTour(t, owner.token, { name: `Leg ${i}` });
      const body = { tourId: tour.id, dailyWage: '0.10', hourRate: '0.20', perDiem: '1234567.89' };
      must(
        await t.call('POST /workspace-teams/{id}/members/{memberId}/wages', {
          params: ids,
          body,
          token: owner.token,
        }),
        201,
      );
    }
    const list = must(
      await t.call('GET /workspace-teams/{id}/members/{memberId}/wages', { params: ids, token: owner.token }),
    ).data;
    expect(list.wages).toHaveLength(30);
    expect(list.totals).toEqual({ dailyWage: '3.00', hourRate: '6.00', perDiem: '37037036.70' });
    expect(list.currency).toBe('USD');
  });

  it('a member reads only their own wages; others get 403, strangers 404', async () => {
    const { owner, team, member, tour, ids } = await setup();
    must(
      await t.call('POST /workspace-teams/{id}/members/{memberId}/wages', {
        params: ids,
        body: { tourId: tour.id, ...WAGE },
        token: owner.token,
      }),
      201,
    );
    const own = must(
      await t.call('GET /workspace-teams/{id}/members/{memberId}/wages', {
        params: ids,
        token: member.token,
      }),
    ).data;
    expect(own.wages).toHaveLength(1);
    const edit = await t.call('POST /workspace-teams/{id}/members/{memberId}/wages', {
      params: ids,
      body: { tourId: tour.id, ...WAGE },
      token: member.token,
    });
    expect(edit.status).toBe(403);
    const colleague = await joinedMember(t, owner.token, team.id);
    expect(
      (
        await t.call('GET /workspace-teams/{id}/members/{memberId}/wages', {
          params: ids,
          token: colleague.token,
        })
      ).status,
    ).toBe(403);
    const admin = await joinedMember(t, owner.token, team.id, 'ADMIN');
    expect(
      must(
        await t.call('GET /workspace-teams/{id}/members/{memberId}/wages', {
          params: ids,
          token: admin.token,
        }),
      ).data.wages,
    ).toHaveLength(1);
    const stranger = await signedInUser(t);
    expect(
      (
        await t.call('GET /workspace-teams/{id}/members/{memberId}/wages', {
          params: ids,
          token: stranger.token,
        })
      ).status,
    ).toBe(404);
  });
});
