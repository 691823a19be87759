import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../../server/seed/demo';
import { must } from '../../support/tour-factories';
import type { DemoContext } from './demo-context';

export function groupsChecks(demo: DemoContext) {
  describe('the demo tour’s groups', () => {
    it('Audio, Backline and Production; the crew member sees today’s assigned-only line check through Audio', async () => {
      const { t, crew } = demo.seeded();
      const auth = { token: crew.authToken };
      const [tour] = must(await t.call('GET /sync/tours', auth)).data;
      const tourId = tour?.tourId ?? '';

      const groups = must(await t.call('GET /groups/tour/{id}', { params: { id: tourId }, ...auth })).data;
      expect(groups.map((group) => group.name)).toEqual(['Audio', 'Backline', 'Production']);
      const audio = groups[0];
      expect(audio?.members.map((member) => member.email)).toContain(DEMO_LOGINS[1].email);

      const schedule = must(
        await t.call('GET /v2/events/tour/{id}', { params: { id: tourId }, ...auth }),
      ).data;
      const today = t.clock.now().toISOString().slice(0, 10);
      const lineCheck = schedule
        .find((entry) => entry.day.date === today)
        ?.events.find((e) => e.title === 'Audio line check');
      expect(lineCheck).toMatchObject({
        visibility: 'ASSIGNED_ONLY',
        personnelUserIds: [],
        personnelGroupIds: [audio?.id],
      });
    });
  });
}
