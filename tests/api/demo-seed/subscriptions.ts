import { describe, expect, it } from 'vitest';
import { must } from '../../support/tour-factories';
import type { DemoContext } from './demo-context';

export function subscriptionsChecks(demo: DemoContext) {
  describe('the demo subscriptions', () => {
    it('the manager has an active Yearly subscription that unlocks teams; the crew login has none', async () => {
      const { t, manager, crew } = demo.seeded();
      const mine = must(await t.call('GET /stripe-subscriptions/current', { token: manager.authToken })).data;
      expect(mine).toMatchObject({
        subscription: { status: 'ACTIVE', priceId: 'price_test_yearly', provider: 'test' },
        entitlements: { createTeam: true },
      });
      const theirs = must(await t.call('GET /stripe-subscriptions/current', { token: crew.authToken })).data;
      expect(theirs).toMatchObject({ subscription: null, entitlements: { createTeam: false } });
    });
  });
}
