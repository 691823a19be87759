import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../../server/seed/demo';
import { must } from '../../support/tour-factories';
import type { DemoContext } from './demo-context';

export function accommodationChecks(demo: DemoContext) {
  describe('the demo tour’s rooms', () => {
    it('every hotel stay has a rooming list with the crew member in 412 (King)', async () => {
      const { t, crew } = demo.seeded();
      const auth = { token: crew.authToken };
      const [tour] = must(await t.call('GET /sync/tours', auth)).data;
      const events = must(
        await t.call('GET /events/tour/{id}', { params: { id: tour?.tourId ?? '' }, ...auth }),
      ).data;
      const stays = events.filter((e) => e.type === 'HOTEL_STAY');
      expect(stays.length).toBeGreaterThan(0);
      for (const stay of stays) {
        const rooms = must(
          await t.call('GET /accommodation-rooms/events/{id}', { params: { id: stay.id }, ...auth }),
        ).data;
        const mine = rooms.find((room) => room.members.some((m) => m.email === DEMO_LOGINS[1].email));
        expect(mine).toMatchObject({ name: '412', roomType: 'KING' });
      }
    });
  });
}
