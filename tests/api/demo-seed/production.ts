import { describe, expect, it } from 'vitest';
import { must } from '../../support/tour-factories';
import type { DemoContext } from './demo-context';

export function productionChecks(demo: DemoContext) {
  describe('the demo tour’s production tracker', () => {
    it('every show has a filled row; the last one is not advanced yet', async () => {
      const { t, crew } = demo.seeded();
      // The crew member is on the demo tour only (the manager has more tours); everyone on it reads the tracker.
      const auth = { token: crew.authToken };
      const [tour] = must(await t.call('GET /sync/tours', auth)).data;
      const tourId = tour?.tourId ?? '';
      const events = must(await t.call('GET /events/tour/{id}', { params: { id: tourId }, ...auth })).data;
      const shows = events.filter((e) => e.type === 'SHOW');
      expect(shows.length).toBeGreaterThan(1);
      const rows = must(await t.call('GET /production-trackers', { query: { tourId }, ...auth })).data;
      expect(rows.map((row) => row.eventId).sort()).toEqual(shows.map((show) => show.id).sort());
      expect(rows.every((row) => row.loadIn && row.hands !== null)).toBe(true);
      const last = rows.find((row) => row.eventId === shows.at(-1)?.id);
      expect(last).toMatchObject({ advanced: false, riderSent: false });
      expect(rows.filter((row) => row.advanced && row.riderSent)).toHaveLength(shows.length - 1);
    });
  });
}
