import { describe, expect, it } from 'vitest';
import { must } from '../../support/tour-factories';
import type { DemoContext } from './demo-context';

export function estimatesChecks(demo: DemoContext) {
  describe('the demo estimate', () => {
    it('Roadie Crew Co. has one estimate of the first demo tour, a line per paid member', async () => {
      const { t, manager } = demo.seeded();
      const [team] = must(await t.call('GET /workspace-teams', { token: manager.authToken })).data;
      const id = team?.id ?? '';
      const estimates = must(
        await t.call('GET /workspace-teams/{id}/estimates', { params: { id }, token: manager.authToken }),
      ).data;
      expect(estimates).toHaveLength(1);
      const estimate = must(
        await t.call('GET /workspace-teams/{id}/estimates/{estimateId}', {
          params: { id, estimateId: estimates[0]?.id ?? '' },
          token: manager.authToken,
        }),
      ).data;
      expect(estimate.currency).toBe('GBP');
      expect(estimate.lines.map((line) => line.description)).toContain('Robin Hale — Stage Manager');
      expect(estimate.lines).toHaveLength(3);
      expect(estimate.totals.total).toBe(estimates[0]?.total);
      expect(estimate.totals.total).not.toBe('0.00');
    });
  });
}
