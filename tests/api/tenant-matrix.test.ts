import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { workspaceMembers, workspaces } from '../../server/db/schema/index';
import { apiRoutes } from '../../server/routes';
import { signedInUser } from '../support/factories';
import {
  ADMIN_ONLY_REASON,
  GLOBAL_RESOURCES,
  type Ids,
  TENANT_CASES,
  type TenantCase,
} from '../support/tenant-matrix';
import { setupTestApp } from '../support/test-app';

const t = await setupTestApp();
type ErrorBody = { error: { code: string; message: string } };

const routeKey = (method: string, route: string) => `${method.toUpperCase()} ${route}`;
const routes = apiRoutes({ production: false });
/** Routes with any path parameter, e.g. `/users/status/{id}` or a future `/tours/{tourId}/days`. */
const routesWithIds = routes.filter((r) => /\{\w+\}/.test(r.spec.path));
/** An object schema with an `…Id` field: a query or body that names what the route acts on. */
const namesAnId = (schema: unknown) =>
  typeof schema === 'object' &&
  schema !== null &&
  'entries' in schema &&
  typeof schema.entries === 'object' &&
  schema.entries !== null &&
  Object.keys(schema.entries).some((key) => /Id$/.test(key));
/** Routes a case may name: an id in the path, or (`POST /twilio/whats-app-message {tourId}`) the query or body. */
const routesTakingIds = routes.filter(
  (r) => /\{\w+\}/.test(r.spec.path) || namesAnId(r.spec.query) || namesAnId(r.spec.body),
);

/** The path a case sends, for ids that all look like valid UUIDs. */
function samplePath(testCase: TenantCase): string {
  const ids = new Proxy<Ids>({}, { get: () => crypto.randomUUID() });
  return testCase.path(ids);
}

function routePattern(route: string): RegExp {
  const escaped = route.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  // A query string may name what the route acts on (`/artists/{id}/delete-file?fileId=`).
  return new RegExp(`^/api${escaped.replace(/\{\w+\}/g, '[^/?]+')}(\\?[^/]*)?$`);
}

async function workspaceOf(userId: string) {
  return t.db
    .select({ workspaceId: workspaces.id, ownerId: workspaces.ownerId })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(eq(workspaceMembers.userId, userId));
}

const owner = await signedInUser(t, { firstName: 'Owner' });
const stranger = await signedInUser(t, { firstName: 'Stranger' });

describe('tenant isolation: another workspace’s ids answer 404 and change nothing', () => {
  it('the owner and the stranger each have their own workspace and are not in each other’s', async () => {
    const ownerWorkspaces = await workspaceOf(owner.user.id);
    const strangerWorkspaces = await workspaceOf(stranger.user.id);
    expect(ownerWorkspaces).toEqual([{ workspaceId: expect.any(String), ownerId: owner.user.id }]);
    expect(strangerWorkspaces).toEqual([{ workspaceId: expect.any(String), ownerId: stranger.user.id }]);
    expect(ownerWorkspaces[0]?.workspaceId).not.toBe(strangerWorkspaces[0]?.workspaceId);
  });

  it.each(
    TENANT_CASES.map(
      (testCase) => [`${testCase.method} ${testCase.route}: ${testCase.name}`, testCase] as const,
    ),
  )('%s', async (_label, testCase) => {
    const ids = await testCase.setup(t, owner);
    const path = testCase.path(ids);
    const body = testCase.body?.(ids);

    const attempt = await t.request<ErrorBody>(testCase.method, path, body, { token: stranger.token });
    expect(attempt.status).toBe(404);
    expect(attempt.body.error.code).toBe('not_found');
    await testCase.verifyUnchanged(t, ids);

    // The same request from the owner gets through: the 404 above is about access, not a wrong path.
    const own = await t.request(testCase.method, path, body, { token: owner.token });
    expect(own.status).toBeLessThan(300);
  });
});

describe('the matrix covers every route with an id', () => {
  const covered = new Map<string, string>([
    ...TENANT_CASES.map((c) => [routeKey(c.method, c.route), `matrix: ${c.name}`] as const),
    ...GLOBAL_RESOURCES.map((g) => [routeKey(g.method, g.route), `global: ${g.reason}`] as const),
    ...routesWithIds
      .filter((r) => r.spec.access === 'admin')
      .map((r) => [routeKey(r.spec.method, r.spec.path), `admin: ${ADMIN_ONLY_REASON}`] as const),
  ]);

  it('every route with a path parameter is in TENANT_CASES or GLOBAL_RESOURCES', () => {
    const missing = routesWithIds
      .map((r) => routeKey(r.spec.method, r.spec.path))
      .filter((key) => !covered.has(key));
    expect(
      missing,
      'add a case to tests/support/tenant-matrix.ts (or a reasoned GLOBAL_RESOURCES entry)',
    ).toEqual([]);
  });

  it('has no stale entries: each names a route that exists and takes an id', () => {
    const existing = new Set(routesTakingIds.map((r) => routeKey(r.spec.method, r.spec.path)));
    expect([...covered.keys()].filter((key) => !existing.has(key))).toEqual([]);
  });

  it('no route is both tenant-owned and global', () => {
    const global = new Set(GLOBAL_RESOURCES.map((g) => routeKey(g.method, g.route)));
    expect(TENANT_CASES.filter((c) => global.has(routeKey(c.method, c.route))).map((c) => c.name)).toEqual(
      [],
    );
  });

  it('every global entry gives a reason', () => {
    for (const entry of GLOBAL_RESOURCES) expect(entry.reason.trim().length).toBeGreaterThan(10);
  });

  it.each(TENANT_CASES.map((c) => [c.name, c] as const))(
    'the request of "%s" really hits its route',
    (_name, c) => {
      expect(samplePath(c)).toMatch(routePattern(c.route));
    },
  );

  it('finds the id routes that exist today (the filter above is not vacuous)', () => {
    expect(routesWithIds.map((r) => routeKey(r.spec.method, r.spec.path))).toEqual(
      expect.arrayContaining([
        'PATCH /users/status/{id}',
        'GET /terms/{id}',
        'POST /terms/{id}/accept',
        'GET /privacy-policies/{id}',
        'POST /privacy-policies/{id}/accept',
      ]),
    );
  });
});
