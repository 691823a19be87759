import { describe, expect, it } from 'vitest';
import { ESTIMATE_MESSAGES } from '#contract/estimates';
import { MONEY_MESSAGES } from '#contract/money';
import { TEAM_MESSAGES } from '#contract/teams';
import { teamEstimateLines, teamEstimates } from '../../server/db/schema/index';
import { line, newEstimate, teamWithWageOnTour } from '../support/estimate-factories';
import { createTeam, refusal } from '../support/team-factories';
import { setupTestApp } from '../support/test-app';
import { createTour, must } from '../support/tour-factories';

const t = await setupTestApp();

async function saved() {
  const { owner, team, tour } = await teamWithWageOnTour(t);
  const estimate = await newEstimate(t, owner.token, team.id, tour.id);
  const before = {
    estimates: await t.db.select().from(teamEstimates),
    lines: await t.db.select().from(teamEstimateLines),
  };
  // Malformed bodies on purpose, so the raw request rather than the typed client.
  const put = (body: Record<string, unknown>) =>
    t.request('PUT', `/api/workspace-teams/${team.id}/estimates/${estimate.id}`, body, {
      token: owner.token,
    });
  return { owner, team, tour, estimate, before, put };
}

describe('estimate input', () => {
  it('refuses bad lines with each field’s message and writes nothing', async () => {
    const { put, before } = await saved();
    const response = await put({
      name: '  ',
      lines: [
        line({
          description: '',
          days: '1.234',
          hours: '-1',
          dailyWage: '10.005',
          perDiem: 'ten',
          hourRate: '',
        }),
        line({ days: '10000', hours: 'x' }),
        line({ memberId: 'nope', dailyWage: '1000000000' }),
      ],
    });
    expect(response.status).toBe(400);
    expect(refusal(response).fields).toEqual({
      name: ESTIMATE_MESSAGES.name,
      'lines.0.description': ESTIMATE_MESSAGES.description,
      'lines.0.days': MONEY_MESSAGES.decimals,
      'lines.0.hours': MONEY_MESSAGES.negative,
      'lines.0.dailyWage': MONEY_MESSAGES.decimals,
      'lines.0.perDiem': MONEY_MESSAGES.notAmount,
      'lines.0.hourRate': MONEY_MESSAGES.required,
      'lines.1.days': ESTIMATE_MESSAGES.quantityTooLarge,
      'lines.1.hours': 'Must be a number like 12.5',
      'lines.2.memberId': 'Must be a valid id',
      'lines.2.dailyWage': MONEY_MESSAGES.tooLarge,
    });
    expect(await t.db.select().from(teamEstimates)).toEqual(before.estimates);
    expect(await t.db.select().from(teamEstimateLines)).toEqual(before.lines);
  });

  it('refuses more than 200 lines and a member of another team, changing nothing', async () => {
    const { put, before, owner } = await saved();
    const many = await put({ name: 'Many', lines: Array.from({ length: 201 }, () => line()) });
    expect(many.status).toBe(400);
    expect(refusal(many).fields).toEqual({ lines: ESTIMATE_MESSAGES.tooManyLines });

    const otherTeam = await createTeam(t, owner.token);
    const stranger = await teamWithWageOnTour(t);
    const foreign = await put({
      name: 'Foreign',
      lines: [line(), line({ memberId: stranger.member.memberId })],
    });
    expect(foreign.status).toBe(400);
    expect(refusal(foreign).fields).toEqual({ 'lines.1.memberId': ESTIMATE_MESSAGES.memberNotOnTeam });
    expect(otherTeam.id).not.toBe(stranger.team.id);
    expect(await t.db.select().from(teamEstimates)).toEqual(before.estimates);
    expect(await t.db.select().from(teamEstimateLines)).toEqual(before.lines);
  });

  it('a new estimate needs a tour of the team’s workspace', async () => {
    const { owner, team } = await teamWithWageOnTour(t);
    const missing = await t.call('POST /workspace-teams/{id}/estimates', {
      params: { id: team.id },
      body: { tourId: '' },
      token: owner.token,
    });
    expect(missing.status).toBe(400);
    expect(refusal(missing).fields).toEqual({ tourId: TEAM_MESSAGES.tour });
    const elsewhere = await teamWithWageOnTour(t);
    const foreignTour = await createTour(t, elsewhere.owner.token);
    const refused = await t.call('POST /workspace-teams/{id}/estimates', {
      params: { id: team.id },
      body: { tourId: foreignTour.id },
      token: owner.token,
    });
    expect(refused.status).toBe(400);
    expect(refusal(refused).fields).toEqual({ tourId: TEAM_MESSAGES.tourNotInWorkspace });
    const list = must(
      await t.call('GET /workspace-teams/{id}/estimates', { params: { id: team.id }, token: owner.token }),
    ).data;
    expect(list).toEqual([]);
  });
});
