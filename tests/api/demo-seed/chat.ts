import { describe, expect, it } from 'vitest';
import { must } from '../../support/tour-factories';
import type { DemoContext } from './demo-context';

export function chatChecks(demo: DemoContext) {
  describe('the demo tour’s crew chat', () => {
    it('the manager and the crew member talk in "Crew chat"; the crew member has the last two unread', async () => {
      const { t, crew, manager } = demo.seeded();
      const [room] = must(await t.call('GET /chat-rooms', { query: {}, token: crew.authToken })).data;
      expect(room).toMatchObject({ name: 'Crew chat', unread: 2, archived: false });
      expect(room?.members).toHaveLength(2);
      const history = must(
        await t.call('GET /chat-rooms/{id}/messages', {
          params: { id: room?.id ?? '' },
          query: {},
          token: manager.authToken,
        }),
      ).data;
      expect(history.messages).toHaveLength(8);
      expect(history.messages[0]?.text).toBe('Line check in 20, please be at FOH.');
      expect(
        must(await t.call('GET /chat-rooms/unread-messages', { token: manager.authToken })).data.total,
      ).toBe(0);
    });
  });
}
