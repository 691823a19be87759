/**
 * The admin area is for platform admins only: EVERY route under /admin/ (read from server/routes.ts,
 * so a new one is covered the day it is mounted) answers 401 signed out, 403 to a user, and lets
 * an admin through (whatever the answer then is, it is not a refusal of access).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema/index';
import { apiRoutes } from '../../server/routes';
import { signedInUser } from '../support/factories';
import { setupTestApp } from '../support/test-app';

const t = await setupTestApp();
type ErrorBody = { error: { code: string } };

const adminRoutes = apiRoutes({ production: false }).filter((r) => r.spec.path.startsWith('/admin/'));
const label = (r: (typeof adminRoutes)[number]) => `${r.spec.method.toUpperCase()} ${r.spec.path}`;
/** The request path with every `{param}` a well-formed id nobody has. */
const pathOf = (route: string) => `/api${route.replace(/\{\w+\}/g, () => crypto.randomUUID())}`;

const user = await signedInUser(t, { firstName: 'Plain' });
const admin = await signedInUser(t, { firstName: 'Admin' });
await t.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, admin.user.id));

describe('admin routes: admins only', () => {
  it('finds the admin routes (the list is not empty, and every one declares admin access)', () => {
    expect(adminRoutes.map(label)).toEqual(
      expect.arrayContaining([
        'GET /admin/users',
        'POST /admin/users',
        'GET /admin/users/{id}',
        'DELETE /admin/users/{id}',
        'GET /admin/audit-log',
      ]),
    );
    expect(adminRoutes.filter((r) => r.spec.access !== 'admin').map(label)).toEqual([]);
  });

  it.each(adminRoutes.map((r) => [label(r), r] as const))('%s', async (_label, route) => {
    const method = route.spec.method.toUpperCase();
    const path = pathOf(route.spec.path);
    const body = method === 'GET' ? undefined : {};

    const signedOut = await t.request<ErrorBody>(method, path, body);
    expect(signedOut.status).toBe(401);

    const asUser = await t.request<ErrorBody>(method, path, body, { token: user.token });
    expect(asUser.status).toBe(403);
    expect(asUser.body.error.code).toBe('forbidden');

    const asAdmin = await t.request<ErrorBody>(method, path, body, { token: admin.token });
    expect([401, 403]).not.toContain(asAdmin.status);
    expect(asAdmin.status).toBeLessThan(500);
  });
});
