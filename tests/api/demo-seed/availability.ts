import { describe, expect, it } from 'vitest';
import { must } from '../../support/tour-factories';
import type { DemoContext } from './demo-context';

const daysFrom = (now: Date, days: number) =>
  new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

export function availabilityChecks(demo: DemoContext) {
  describe('the demo team’s availability', () => {
    it('Robin Hale is booked on the demo tour and the Summer Festival Run; Priya Nair marked two days off', async () => {
      const { t, manager } = demo.seeded();
      const now = t.clock.now();
      const [team] = must(await t.call('GET /workspace-teams', { token: manager.authToken })).data;
      const grid = must(
        await t.call('GET /workspace-teams/{id}/availabilities', {
          params: { id: team?.id ?? '' },
          query: { from: daysFrom(now, 0), to: daysFrom(now, 45) },
          token: manager.authToken,
        }),
      ).data;
      const robin = grid.members.find((member) => member.name === 'Robin Hale');
      const tourNames = new Set(robin?.days.flatMap((day) => day.tours.map((tour) => tour.name)));
      expect(tourNames.has('Summer Festival Run')).toBe(true);
      expect(tourNames.size).toBe(2);
      const priya = grid.members.find((member) => member.name === 'Priya Nair');
      expect(priya?.days.filter((day) => day.marked).map((day) => day.date)).toEqual([
        daysFrom(now, 10),
        daysFrom(now, 11),
      ]);
    });
  });
}
