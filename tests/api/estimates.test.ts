import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { teamEstimateLines, teamEstimates } from '../../server/db/schema/index';
import { adminOf, line, newEstimate, teamWithWageOnTour } from '../support/estimate-factories';
import { refusal } from '../support/team-factories';
import { setupTestApp } from '../support/test-app';
import { createTour, must } from '../support/tour-factories';

const t = await setupTestApp();

const linesOf = (estimateId: string) =>
  t.db.select().from(teamEstimateLines).where(eq(teamEstimateLines.estimateId, estimateId));
const estimateRows = (estimateId: string) =>
  t.db.select().from(teamEstimates).where(eq(teamEstimates.id, estimateId));

describe('team estimates', () => {
  it('a new estimate is prefilled from the wages on its tour, one line per active member', async () => {
    const { owner, team, member, tour } = await teamWithWageOnTour(t);
    const estimate = await newEstimate(t, owner.token, team.id, tour.id);
    expect(estimate).toMatchObject({
      teamId: team.id,
      tourId: tour.id,
      tourName: 'Summer Run',
      name: 'Estimate for Summer Run',
      currency: 'USD',
      notes: null,
    });
    // 4 tour days × (350.00 + 60.10) + 0 hours × 45.50 = 1640.40
    expect(estimate.lines).toEqual([
      {
        id: expect.any(String),
        memberId: member.memberId,
        description: 'Jo Road — Rigger',
        days: '4.00',
        hours: '0.00',
        dailyWage: '350.00',
        perDiem: '60.10',
        hourRate: '45.50',
        total: '1640.40',
      },
    ]);
    expect(estimate.totals).toEqual({
      days: '4.00',
      hours: '0.00',
      dailyWage: '350.00',
      perDiem: '60.10',
      hourRate: '45.50',
      total: '1640.40',
    });
    const list = must(
      await t.call('GET /workspace-teams/{id}/estimates', { params: { id: team.id }, token: owner.token }),
    ).data;
    expect(list).toEqual([expect.objectContaining({ id: estimate.id, lineCount: 1, total: '1640.40' })]);
  });

  it('a tour without wages gives an empty estimate; a named one keeps its name', async () => {
    const { owner, team } = await teamWithWageOnTour(t);
    const other = await createTour(t, owner.token, { name: 'Winter Run' });
    const estimate = must(
      await t.call('POST /workspace-teams/{id}/estimates', {
        params: { id: team.id },
        body: { tourId: other.id, name: 'Winter budget' },
        token: owner.token,
      }),
      201,
    ).data;
    expect(estimate).toMatchObject({ name: 'Winter budget', lines: [], totals: { total: '0.00' } });
  });

  it('saving replaces name, notes and lines: edit, add an extra cost, remove; read back exact', async () => {
    const { owner, team, member, tour } = await teamWithWageOnTour(t);
    const admin = await adminOf(t, owner.token, team.id);
    const estimate = await newEstimate(t, admin.token, team.id, tour.id);
    const params = { id: team.id, estimateId: estimate.id };
    const body = {
      name: 'Summer budget',
      notes: 'Rates as agreed',
      lines: [
        line({
          memberId: member.memberId,
          description: 'Jo Road — Rigger',
          days: '2.5',
          hours: '3.25',
          dailyWage: '350',
          perDiem: '60.10',
          hourRate: '45.50',
        }),
        line({ description: 'Truck hire', days: '4', dailyWage: '199.99' }),
      ],
    };
    const saved = must(
      await t.call('PUT /workspace-teams/{id}/estimates/{estimateId}', { params, body, token: admin.token }),
    ).data;
    // 2.5 × 350 + 2.5 × 60.10 + 3.25 × 45.50 = 875 + 150.25 + 147.875 → 1173.125 → 1173.13 (half-up)
    expect(saved.lines.map((row) => [row.description, row.days, row.hours, row.total])).toEqual([
      ['Jo Road — Rigger', '2.50', '3.25', '1173.13'],
      ['Truck hire', '4.00', '0.00', '799.96'],
    ]);
    expect(saved.totals).toEqual({
      days: '6.50',
      hours: '3.25',
      dailyWage: '549.99',
      perDiem: '60.10',
      hourRate: '45.50',
      total: '1973.09',
    });
    const read = must(
      await t.call('GET /workspace-teams/{id}/estimates/{estimateId}', { params, token: owner.token }),
    ).data;
    expect(read).toEqual(saved);
    expect(read).toMatchObject({ name: 'Summer budget', notes: 'Rates as agreed' });

    const fewer = must(
      await t.call('PUT /workspace-teams/{id}/estimates/{estimateId}', {
        params,
        body: { name: 'Summer budget', lines: body.lines.slice(1) },
        token: owner.token,
      }),
    ).data;
    expect(fewer.lines.map((row) => row.description)).toEqual(['Truck hire']);
    expect(fewer.notes).toBeNull();
    expect(await linesOf(estimate.id)).toHaveLength(1);
  });

  it('sums exactly: 0.10 + 0.20 over many lines, and large amounts up to the money maximum', async () => {
    const { owner, team, tour } = await teamWithWageOnTour(t);
    const estimate = await newEstimate(t, owner.token, team.id, tour.id);
    const params = { id: team.id, estimateId: estimate.id };
    const small = Array.from({ length: 100 }, (_, i) =>
      line({ description: `Item ${i}`, dailyWage: i % 2 ? '0.10' : '0.20' }),
    );
    const cents = must(
      await t.call('PUT /workspace-teams/{id}/estimates/{estimateId}', {
        params,
        body: { name: 'Small', lines: small },
        token: owner.token,
      }),
    ).data;
    expect(cents.totals.total).toBe('15.00');
    expect(cents.totals.dailyWage).toBe('15.00');

    const huge = Array.from({ length: 200 }, (_, i) =>
      line({
        description: `Big ${i}`,
        days: '9999.99',
        hours: '9999.99',
        dailyWage: '999999999.99',
        perDiem: '999999999.99',
        hourRate: '999999999.99',
      }),
    );
    const big = must(
      await t.call('PUT /workspace-teams/{id}/estimates/{estimateId}', {
        params,
        body: { name: 'Big', lines: huge },
        token: owner.token,
      }),
    ).data;
    // One line: 9999.99 × 999999999.99 × 3 = 29999969999700.0000003 → 29999969999700.00
    expect(big.lines[0]?.total).toBe('29999969999700.00');
    expect(big.totals.total).toBe('5999993999940000.00');
    expect(big.totals.dailyWage).toBe('199999999998.00');
    expect(big.totals.days).toBe('1999998.00');
  });

  it('deletes an estimate and its lines; a second delete is 404', async () => {
    const { owner, team, tour } = await teamWithWageOnTour(t);
    const estimate = await newEstimate(t, owner.token, team.id, tour.id);
    const params = { id: team.id, estimateId: estimate.id };
    must(await t.call('DELETE /workspace-teams/{id}/estimates/{estimateId}', { params, token: owner.token }));
    expect(await estimateRows(estimate.id)).toEqual([]);
    expect(await linesOf(estimate.id)).toEqual([]);
    const again = await t.call('DELETE /workspace-teams/{id}/estimates/{estimateId}', {
      params,
      token: owner.token,
    });
    expect(again.status).toBe(404);
  });

  it('members get 403 on every estimate route; another team’s estimate is 404', async () => {
    const { owner, team, member, tour } = await teamWithWageOnTour(t);
    const estimate = await newEstimate(t, owner.token, team.id, tour.id);
    const params = { id: team.id, estimateId: estimate.id };
    const token = member.token;
    const calls = [
      await t.call('GET /workspace-teams/{id}/estimates', { params: { id: team.id }, token }),
      await t.call('POST /workspace-teams/{id}/estimates', {
        params: { id: team.id },
        body: { tourId: tour.id },
        token,
      }),
      await t.call('GET /workspace-teams/{id}/estimates/{estimateId}', { params, token }),
      await t.call('PUT /workspace-teams/{id}/estimates/{estimateId}', {
        params,
        body: { name: 'Mine', lines: [] },
        token,
      }),
      await t.call('DELETE /workspace-teams/{id}/estimates/{estimateId}', { params, token }),
    ];
    expect(calls.map((call) => call.status)).toEqual([403, 403, 403, 403, 403]);
    expect(refusal(calls[0] ?? { body: null }).message).toBe('Only the team owner and admins can do this');
    expect(await estimateRows(estimate.id)).toHaveLength(1);
    expect(await linesOf(estimate.id)).toHaveLength(1);

    // The same owner's other team cannot reach this estimate through its own id.
    const second = await teamWithWageOnTour(t);
    const other = await newEstimate(t, second.owner.token, second.team.id, second.tour.id);
    const crossed = await t.call('GET /workspace-teams/{id}/estimates/{estimateId}', {
      params: { id: team.id, estimateId: other.id },
      token: owner.token,
    });
    expect(crossed.status).toBe(404);
  });
});
