/**
 * The demo workspace (`npm start`'s data), seeded ONCE for every area's checks: seeding hashes
 * passwords and writes files, so one seed per area cost CI about a minute per database.
 * Each area's expectations live in tests/api/demo-seed/<area>.ts.
 */
import { beforeAll, expect } from 'vitest';
import type { LoginResponse } from '#contract/auth';
import { DEMO_LOGINS, seedDemo } from '../../server/seed/demo';
import { signIn } from '../support/factories';
import { setupTestApp } from '../support/test-app';
import { accommodationChecks } from './demo-seed/accommodation';
import { artistFilesChecks } from './demo-seed/artist-files';
import { availabilityChecks } from './demo-seed/availability';
import { chatChecks } from './demo-seed/chat';
import type { DemoContext } from './demo-seed/demo-context';
import { estimatesChecks } from './demo-seed/estimates';
import { filesChecks } from './demo-seed/files';
import { groupsChecks } from './demo-seed/groups';
import { guestListsChecks } from './demo-seed/guest-lists';
import { productionChecks } from './demo-seed/production';
import { profileChecks } from './demo-seed/profile';
import { providersChecks } from './demo-seed/providers';
import { reportsChecks } from './demo-seed/reports';
import { ridersChecks } from './demo-seed/riders';
import { subscriptionsChecks } from './demo-seed/subscriptions';
import { supplementalQuestionsChecks } from './demo-seed/supplemental-questions';
import { teamsChecks } from './demo-seed/teams';
import { travelChecks } from './demo-seed/travel';

const t = await setupTestApp();
let sessions: { manager: LoginResponse; crew: LoginResponse } | undefined;

// The whole demo workspace (every area, hashed passwords): heavy work on a loaded machine.
beforeAll(async () => {
  expect(await seedDemo(t.db, t.deps.storage, 'Roadie-demo-1', t.clock.now())).toBe(true);
  // A second run finds the workspace and leaves it alone (npm start seeds on every start).
  expect(await seedDemo(t.db, t.deps.storage, 'Roadie-demo-1', t.clock.now())).toBe(false);
  sessions = {
    manager: await signIn(t, DEMO_LOGINS[0].email, 'Roadie-demo-1'),
    crew: await signIn(t, DEMO_LOGINS[1].email, 'Roadie-demo-1'),
  };
}, 90_000);

const demo: DemoContext = {
  seeded() {
    if (!sessions) throw new Error('the demo workspace was not seeded');
    return { t, ...sessions };
  },
};

accommodationChecks(demo);
artistFilesChecks(demo);
availabilityChecks(demo);
chatChecks(demo);
estimatesChecks(demo);
filesChecks(demo);
groupsChecks(demo);
guestListsChecks(demo);
productionChecks(demo);
profileChecks(demo);
providersChecks(demo);
reportsChecks(demo);
ridersChecks(demo);
subscriptionsChecks(demo);
supplementalQuestionsChecks(demo);
teamsChecks(demo);
travelChecks(demo);
