/**
 * The tenant-isolation table (docs/api.md "Access control"): every endpoint that takes an id of
 * something a tenant owns gets one case here. tests/api/tenant-matrix.test.ts signs in an owner and
 * a stranger from another workspace, lets each case create the owner's resource, and checks that
 * the stranger's call answers 404 and changes nothing.
 *
 * A route with a path parameter that is neither here nor in GLOBAL_RESOURCES fails the suite, so a
 * new endpoint cannot ship without deciding who may reach it.
 */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../server/db/schema/index';
import type { signedInUser } from './factories';
import { ACCOMMODATION_CASES } from './tenant-cases-accommodation';
import { ARTIST_FILE_CASES } from './tenant-cases-artist-files';
import { AVAILABILITY_CASES } from './tenant-cases-availability';
import { CALENDAR_FEED_CASES } from './tenant-cases-calendar-feeds';
import { CHAT_CASES } from './tenant-cases-chat';
import { DAY_CASES } from './tenant-cases-days';
import { ESTIMATE_CASES } from './tenant-cases-estimates';
import { FILE_CASES } from './tenant-cases-files';
import { GROUP_CASES } from './tenant-cases-groups';
import { GUEST_LIST_CASES } from './tenant-cases-guest-lists';
import { MESSAGING_CASES } from './tenant-cases-messaging';
import { PERSONNEL_CASES } from './tenant-cases-personnel';
import { PRODUCTION_TRACKER_CASES } from './tenant-cases-production-trackers';
import { PROFILE_CASES } from './tenant-cases-profile';
import { PROVIDER_CASES } from './tenant-cases-providers';
import { REPORT_CASES } from './tenant-cases-reports';
import { RIDER_PART_CASES } from './tenant-cases-rider-parts';
import { RIDER_CASES } from './tenant-cases-riders';
import { ROLE_CASES } from './tenant-cases-roles';
import { SCHEDULING_CASES } from './tenant-cases-scheduling';
import { SUBSCRIPTION_CASES } from './tenant-cases-subscriptions';
import { SUPPLEMENTAL_CASES } from './tenant-cases-supplemental';
import { TEAM_DOCUMENT_CASES } from './tenant-cases-team-documents';
import { TEAM_CASES } from './tenant-cases-teams';
import { TOUR_CASES } from './tenant-cases-tours';
import { TRAVEL_CASES } from './tenant-cases-travel';
import type { TestApp } from './test-app';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Ids a case's setup created for the owner, by name (e.g. `{ id }`, `{ tourId, dayId }`). */
export type Ids = Record<string, string>;

/** A signed-in user of their own new workspace, as `signedInUser()` returns them. */
export type MatrixUser = Awaited<ReturnType<typeof signedInUser>>;

export interface TenantCase {
  name: string;
  method: HttpMethod;
  /** The route as declared in server/routes.ts (`spec.path`), e.g. `/users/status/{id}`. */
  route: string;
  /** The request path, /api included, for the owner's resource. */
  path: (ids: Ids) => string;
  /** A body that would succeed for the owner (a FormData for multipart routes). */
  body?: (ids: Ids) => Record<string, unknown> | FormData;
  /** Creates (or finds) the owner's resource; returns its ids. */
  setup(t: TestApp, owner: MatrixUser): Promise<Ids>;
  /** Fails when the resource differs from what setup left. */
  verifyUnchanged(t: TestApp, ids: Ids): Promise<void>;
}

export const TENANT_CASES: TenantCase[] = [
  {
    name: "another user's onboarding status",
    method: 'PATCH',
    route: '/users/status/{id}',
    path: (ids) => `/api/users/status/${ids.id}`,
    body: () => ({ onboardingCompleted: true, onboardingSkipped: true }),
    async setup(_t, owner) {
      return { id: owner.user.id };
    },
    async verifyUnchanged(t, ids) {
      const [row] = await t.db
        .select({ completed: users.onboardingCompleted, skipped: users.onboardingSkipped })
        .from(users)
        .where(eq(users.id, ids.id ?? ''));
      expect(row).toEqual({ completed: false, skipped: false });
    },
  },
  ...TOUR_CASES,
  ...DAY_CASES,
  ...SCHEDULING_CASES,
  ...FILE_CASES,
  ...ARTIST_FILE_CASES,
  ...PERSONNEL_CASES,
  ...GROUP_CASES,
  ...CHAT_CASES,
  ...GUEST_LIST_CASES,
  ...PROFILE_CASES,
  ...SUPPLEMENTAL_CASES,
  ...ACCOMMODATION_CASES,
  ...PRODUCTION_TRACKER_CASES,
  ...REPORT_CASES,
  ...RIDER_CASES,
  ...RIDER_PART_CASES,
  ...PROVIDER_CASES,
  ...MESSAGING_CASES,
  ...CALENDAR_FEED_CASES,
  ...ROLE_CASES,
  ...TRAVEL_CASES,
  ...TEAM_CASES,
  ...ESTIMATE_CASES,
  ...TEAM_DOCUMENT_CASES,
  ...AVAILABILITY_CASES,
  ...SUBSCRIPTION_CASES,
];

/**
 * Routes of the platform admin (`access: 'admin'`, every path under /admin/): they reach every
 * tenant's rows by design, and anyone but an ADMIN gets 403 before the id is looked at
 * (tests/api/admin-access.test.ts calls each one as a user, signed out and as an admin).
 */
export const ADMIN_ONLY_REASON =
  'platform admin route: 403 for everyone else (tests/api/admin-access.test.ts)';

/** Routes with an id that every signed-in user may reach, each with the reason why. */
export const GLOBAL_RESOURCES: { method: HttpMethod; route: string; reason: string }[] = [
  {
    method: 'POST',
    route: '/stripe/checkout-session',
    reason: 'priceId names a price on sale to everyone (GET /stripe/prices), not a tenant’s row',
  },
  {
    method: 'GET',
    route: '/terms/{id}',
    reason: 'Terms are public documents every user reads and accepts',
  },
  {
    method: 'POST',
    route: '/terms/{id}/accept',
    reason: 'Every user accepts the same published terms; the acceptance is stored per caller',
  },
  {
    method: 'GET',
    route: '/privacy-policies/{id}',
    reason: 'Privacy policies are public documents every user reads and accepts',
  },
  {
    method: 'POST',
    route: '/privacy-policies/{id}/accept',
    reason: 'Every user accepts the same published privacy policy; the acceptance is stored per caller',
  },
  {
    method: 'GET',
    route: '/files/download/{token}',
    reason:
      'No session at all: the signed, expiring token is the permission, issued only after the tour-access check of POST /upload/download-url',
  },
  {
    method: 'GET',
    route: '/event-personnel-roles/{id}',
    reason:
      'The event roles are one fixed list for every tenant (the id is the role code), like GET /event-personnel-roles',
  },
  {
    method: 'GET',
    route: '/calendar-feeds/{token}',
    reason:
      'Calendar apps subscribe without a session: the secret `<token>.ics` (stored hashed, revocable) is the permission, and every read re-checks that its person is still on the tour and what they may see',
  },
  {
    method: 'PUT',
    route: '/unavailable-dates/{date}',
    reason: 'The path holds a calendar date, not an id: the row written is always the caller’s own',
  },
  {
    method: 'DELETE',
    route: '/unavailable-dates/{date}',
    reason: 'The path holds a calendar date, not an id: only the caller’s own mark is removed',
  },
];
