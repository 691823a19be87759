import { describe, expect, it } from 'vitest';
import { must } from '../../support/tour-factories';
import type { DemoContext } from './demo-context';

export function profileChecks(demo: DemoContext) {
  describe('the demo people', () => {
    it('have profiles; the crew member shares theirs with the tour and one passport runs out mid-tour', async () => {
      const { t, manager, crew } = demo.seeded();
      // The manager also has a second, smaller tour: the warning belongs to the main one.
      const tour = must(await t.call('GET /tours', { token: manager.authToken })).data.tours.find(
        (candidate) => candidate.name === 'Northern Lights Tour',
      );
      const warnings = must(
        await t.call('GET /passport-expiration/{id}', {
          params: { id: tour?.id ?? '' },
          token: manager.authToken,
        }),
      ).data;
      expect(warnings).toEqual([
        {
          userId: crew.user.id,
          passportId: expect.any(String),
          expirationDate: new Date(t.clock.now().getTime() + 10 * 86_400_000).toISOString().slice(0, 10),
          expiredBeforeTour: false,
        },
      ]);
      const travel = must(
        await t.call('GET /users/{id}/travelling-details', {
          params: { id: crew.user.id },
          token: manager.authToken,
        }),
      ).data;
      expect(travel).toMatchObject({ homeAirport: 'MAN', passports: [expect.anything(), expect.anything()] });
      const own = must(
        await t.call('GET /users/current-user/personal-details', { token: crew.authToken }),
      ).data;
      expect(own).toMatchObject({ phoneNumber: '+44 7700 900123', dietaryInformation: 'Vegetarian' });
      expect(own.addresses).toHaveLength(1);
      expect(own.addressId).toBe(own.addresses[0]?.id);
      // The manager did not consent: the crew member cannot read the manager's details.
      const refused = await t.get(`/api/users/${manager.user.id}/personal-details`, {
        token: crew.authToken,
      });
      expect(refused.status).toBe(404);
    });
  });
}
