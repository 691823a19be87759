import { describe, expect, it } from 'vitest';
import { liveRows, must } from '../../support/tour-factories';
import type { DemoContext } from './demo-context';

export function guestListsChecks(demo: DemoContext) {
  describe('the demo tour’s guest list', () => {
    it('has a pending, an approved (one guest in) and a declined request; the crew member sees only theirs', async () => {
      const { t, manager, crew } = demo.seeded();
      const tours = must(await t.call('GET /sync/tours', { token: manager.authToken })).data;
      // The Northern Lights tour (the one with today's show) holds the guest list; the other has none.
      const lists = await Promise.all(
        tours.map(async ({ tourId }) => ({
          tourId,
          rows: [...(await liveRows(t, manager.authToken, tourId, 'guestListSubmission')).values()],
        })),
      );
      const { tourId, rows: all } = lists.find((list) => list.rows.length > 0) ?? { tourId: '', rows: [] };
      expect(all).toHaveLength(3);
      const [first] = all;
      const showList = must(
        await t.call('GET /events/{id}/guest-list-submissions', {
          params: { id: String(first?.eventId) },
          token: manager.authToken,
        }),
      ).data;
      expect(showList.map((r) => [r.lastName, r.status, r.checkedIn])).toEqual([
        ['Berg', 'APPROVED', 1],
        ['Hart', 'PENDING', 0],
        ['Photographer', 'DECLINED', 0],
      ]);
      const theirs = await liveRows(t, crew.authToken, tourId, 'guestListSubmission');
      expect([...theirs.values()].map((r) => r.lastName).sort()).toEqual(['Berg', 'Hart']);
    });
  });
}
