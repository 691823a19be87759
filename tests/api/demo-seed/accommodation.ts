import { describe, expect, it } from 'vitest';
import type { RoomWithMembers } from '#contract/accommodation';
import type { Event } from '#contract/events';
import { DEMO_LOGINS } from '../../../server/seed/demo';
import { type Data, must } from '../../support/tour-factories';
import type { DemoContext } from './demo-context';

export function accommodationChecks(demo: DemoContext) {
  describe('the demo tour’s rooms', () => {
    it('every hotel stay has a rooming list with the crew member in 412 (King)', async () => {
      const { t, crew } = demo.seeded();
      const auth = { token: crew.authToken };
      const [tour] = must(await t.get<Data<{ tourId: string }[]>>('/api/sync/tours', auth)).data;
      const events = must(await t.get<Data<Event[]>>(`/api/events/tour/${tour?.tourId}`, auth)).data;
      const stays = events.filter((e) => e.type === 'HOTEL_STAY');
      expect(stays.length).toBeGreaterThan(0);
      for (const stay of stays) {
        const rooms = must(
          await t.get<Data<RoomWithMembers[]>>(`/api/accommodation-rooms/events/${stay.id}`, auth),
        ).data;
        const mine = rooms.find((room) => room.members.some((m) => m.email === DEMO_LOGINS[1].email));
        expect(mine).toMatchObject({ name: '412', roomType: 'KING' });
      }
    });
  });
}
