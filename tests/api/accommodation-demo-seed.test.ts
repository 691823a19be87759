import { describe, expect, it } from 'vitest';
import type { RoomWithMembers } from '#contract/accommodation';
import type { Event } from '#contract/events';
import { DEMO_LOGINS, seedDemo } from '../../server/seed/demo';
import { signIn } from '../support/factories';
import { setupTestApp } from '../support/test-app';
import { type Data, must } from '../support/tour-factories';

const t = await setupTestApp();

describe('the demo tour’s rooms', () => {
  // Seeds the whole demo workspace (every area, hashed passwords): heavy work on a loaded machine.
  it('every hotel stay has a rooming list with the crew member in 412 (King)', {
    timeout: 60_000,
  }, async () => {
    expect(await seedDemo(t.db, t.deps.storage, 'Roadie-demo-1', t.clock.now())).toBe(true);
    const crew = await signIn(t, DEMO_LOGINS[1].email, 'Roadie-demo-1');
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
