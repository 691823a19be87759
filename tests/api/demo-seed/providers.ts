import { describe, expect, it } from 'vitest';
import { liveRows, must } from '../../support/tour-factories';
import type { DemoContext } from './demo-context';

export function providersChecks(demo: DemoContext) {
  describe('the demo Venues & contacts', () => {
    it('the crew’s mirror has Le Trianon with its address and contact, as the Paris show day’s venue', async () => {
      const { t, crew } = demo.seeded();
      const [tour] = must(await t.call('GET /sync/tours', { token: crew.authToken })).data;
      const tourId = tour?.tourId ?? '';
      const providers = [...(await liveRows(t, crew.authToken, tourId, 'eventProvider')).values()];
      const trianon = providers.find((p) => p.name === 'Le Trianon');
      expect(trianon).toMatchObject({
        kind: 'VENUE',
        addressLine: '80 Boulevard de Rochechouart',
        city: 'Paris',
        timeZone: 'Europe/Paris',
        contacts: [expect.objectContaining({ name: 'Claire Martin', phone: expect.any(String) })],
      });
      const days = [...(await liveRows(t, crew.authToken, tourId, 'tourDay')).values()];
      const paris = days.find((day) => day.venue === 'Le Trianon');
      expect(paris).toMatchObject({ venueProviderId: trianon?.providerId, timeZone: 'Europe/Paris' });
      expect(providers.filter((p) => p.kind === 'HOTEL').map((p) => p.name)).toContain('Hôtel Providence');
    });
  });
}
