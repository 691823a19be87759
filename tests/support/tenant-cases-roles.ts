/**
 * Tenant cases for the role-title catalogue: the owner's workspace with one extra title. A
 * stranger can neither read, rename nor delete it; the check compares the workspace's titles.
 * The matrix's owner is shared by every case, so each setup adds a title of its own name.
 */
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { tourPersonnelRoles } from '../../server/db/schema/index';
import type { HttpMethod, Ids, MatrixUser, TenantCase } from './tenant-matrix';
import type { TestApp } from './test-app';
import { createTour, must } from './tour-factories';

async function rolesState(t: TestApp, workspaceId: string) {
  const rows = await t.db
    .select()
    .from(tourPersonnelRoles)
    .where(eq(tourPersonnelRoles.workspaceId, workspaceId))
    .orderBy(asc(tourPersonnelRoles.id));
  return JSON.stringify(rows);
}

async function workspaceWithRole(t: TestApp, owner: MatrixUser): Promise<Ids> {
  const { workspaceId } = await createTour(t, owner.token);
  const role = must(
    await t.call('POST /tour-personnel-roles', {
      body: { workspaceId, name: `Rigger ${randomUUID().slice(0, 8)}` },
      token: owner.token,
    }),
    201,
  ).data;
  return { id: role.id, workspaceId, state: await rolesState(t, workspaceId) };
}

const roleCase = (name: string, method: HttpMethod, body?: Record<string, unknown>): TenantCase => ({
  name,
  method,
  route: '/tour-personnel-roles/{id}',
  path: (ids) => `/api/tour-personnel-roles/${ids.id}`,
  body: body ? () => body : undefined,
  setup: workspaceWithRole,
  async verifyUnchanged(t, ids) {
    expect(JSON.parse(await rolesState(t, ids.workspaceId ?? ''))).toEqual(JSON.parse(ids.state ?? 'null'));
  },
});

export const ROLE_CASES: TenantCase[] = [
  roleCase("another workspace's role title", 'GET'),
  roleCase("renaming another workspace's role title", 'PATCH', { name: 'Climber' }),
  roleCase("deleting another workspace's role title", 'DELETE'),
];
