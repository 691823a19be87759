import { describe, expect, it } from 'vitest';
import { must } from '../../support/tour-factories';
import type { DemoContext } from './demo-context';

export function teamsChecks(demo: DemoContext) {
  describe('the demo team', () => {
    it('Roadie Crew Co. is the manager’s, with the crew login and two more active, paid on the demo tours', async () => {
      const { t, manager, crew } = demo.seeded();
      const [team] = must(await t.call('GET /workspace-teams', { token: manager.authToken })).data;
      expect(team).toMatchObject({
        name: 'Roadie Crew Co.',
        myRole: 'OWNER',
        currency: 'GBP',
        activeMembers: 4,
      });
      const id = team?.id ?? '';
      const members = must(
        await t.call('GET /workspace-teams/{id}/members', { params: { id }, token: manager.authToken }),
      ).data;
      expect(members.map((member) => [member.role, member.status])).toEqual([
        ['OWNER', 'ACTIVE'],
        ['ADMIN', 'ACTIVE'],
        ['MEMBER', 'ACTIVE'],
        ['MEMBER', 'ACTIVE'],
      ]);
      const mine = must(
        await t.call('GET /workspace-teams/{id}', { params: { id }, token: crew.authToken }),
      ).data;
      expect(mine.myRole).toBe('MEMBER');
      const params = { id, memberId: mine.myMemberId ?? '' };
      const wages = must(
        await t.call('GET /workspace-teams/{id}/members/{memberId}/wages', { params, token: crew.authToken }),
      ).data;
      expect(wages.wages.length).toBeGreaterThan(0);
      expect(wages.wages[0]).toMatchObject({ dailyWage: '380.00', hourRate: '47.50', perDiem: '60.00' });

      const memos = must(
        await t.call('GET /workspace-teams/{id}/members/{memberId}/deal-memos', {
          params,
          token: crew.authToken,
        }),
      ).data;
      expect(memos).toHaveLength(1);
      expect(memos[0]).toMatchObject({ jobNumber: '1', dailyWage: '380.00', currency: 'GBP' });
      await t.deps.reports.idle();
      t.deps.reports.wake();
      await t.deps.reports.idle();
      const summaries = must(
        await t.call('GET /workspace-teams/{id}/summary-reports', {
          params: { id },
          token: manager.authToken,
        }),
      ).data;
      expect(summaries).toHaveLength(1);
      expect(summaries[0]?.status).toBe('done');
      expect(summaries[0]?.rows.at(-1)?.[0]).toBe('Totals');
    });
  });
}
