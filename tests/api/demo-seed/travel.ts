import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../../server/seed/demo';
import { must } from '../../support/tour-factories';
import type { DemoContext } from './demo-context';

export function travelChecks(demo: DemoContext) {
  describe('the demo tour’s travel', () => {
    it('has a train, flights and a bus with everyone who joined the tour on them, each end in its zone', async () => {
      const { t, crew, manager } = demo.seeded();
      const auth = { token: crew.authToken };
      const [tour] = must(await t.call('GET /sync/tours', auth)).data;
      const tourId = tour?.tourId ?? '';
      const events = must(await t.call('GET /events/tour/{id}', { params: { id: tourId }, ...auth })).data;
      const legs = events.filter((event) => event.type === 'TRAVEL');
      expect(new Set(legs.map((leg) => leg.travel?.mode))).toEqual(new Set(['TRAIN', 'FLIGHT', 'BUS']));
      const personnel = must(
        await t.call('GET /tours/{id}/personnel', { params: { id: tourId }, ...auth }),
      ).data;
      const joined = personnel.flatMap((person) =>
        person.status === 'ACTIVE' && person.userId ? [person.userId] : [],
      );
      expect(joined).toEqual(expect.arrayContaining([crew.user.id, manager.user.id]));
      expect(joined.length).toBeGreaterThan(5);
      for (const leg of legs) {
        // The travel tracker shows no gap for anyone: every journey carries the whole touring party.
        expect([...leg.personnelUserIds].sort()).toEqual([...joined].sort());
        expect(Date.parse(leg.endAt)).toBeGreaterThan(Date.parse(leg.startAt));
      }
      const eurostar = legs.find((leg) => leg.travel?.mode === 'TRAIN');
      expect(eurostar?.travel).toMatchObject({
        number: 'ES 9014',
        origin: { name: 'London St Pancras', timeZone: 'Europe/London' },
        destination: { name: 'Paris Gare du Nord', timeZone: 'Europe/Paris' },
      });
      // Berlin → Hamburg is by the nightliner on the morning of the Hamburg show.
      expect(legs.map((leg) => leg.travel?.destination.name)).toContain('Hamburg');
      const flights = must(
        await t.call('GET /flights', { query: { tourId, userId: crew.user.id }, ...auth }),
      ).data;
      expect(flights.map((flight) => flight.travel.number)).toContain('AF 1534');
      expect(DEMO_LOGINS[1].email).toBe(crew.user.email);
    });
  });
}
