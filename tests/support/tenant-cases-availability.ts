/**
 * Tenant cases for availability: a team's grid and a tour's booking warnings are read-only, so the
 * check is that a stranger's call answers 404 and the owner's team or tour is as setup left it.
 */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { tours, workspaceTeams } from '../../server/db/schema/index';
import { createTeam } from './team-factories';
import type { TenantCase } from './tenant-matrix';
import { createTour } from './tour-factories';

export const AVAILABILITY_CASES: TenantCase[] = [
  {
    name: 'a team’s availability',
    method: 'GET',
    route: '/workspace-teams/{id}/availabilities',
    path: (ids) => `/api/workspace-teams/${ids.teamId}/availabilities?from=2027-04-01&to=2027-04-30`,
    async setup(t, owner) {
      const team = await createTeam(t, owner.token);
      return { teamId: team.id, name: team.name };
    },
    async verifyUnchanged(t, ids) {
      const rows = await t.db
        .select({ name: workspaceTeams.name })
        .from(workspaceTeams)
        .where(eq(workspaceTeams.id, ids.teamId ?? ''));
      expect(rows).toEqual([{ name: ids.name }]);
    },
  },
  {
    name: 'a tour’s booking warnings',
    method: 'GET',
    route: '/tours/{id}/booking-warnings',
    path: (ids) => `/api/tours/${ids.tourId}/booking-warnings?date=2027-04-10&userIds=${ids.userId}`,
    async setup(t, owner) {
      const tour = await createTour(t, owner.token);
      return { tourId: tour.id, userId: owner.user.id, version: String(tour.version) };
    },
    async verifyUnchanged(t, ids) {
      const [tour] = await t.db
        .select({ version: tours.version })
        .from(tours)
        .where(eq(tours.id, ids.tourId ?? ''));
      expect(String(tour?.version)).toBe(ids.version);
    },
  },
];
