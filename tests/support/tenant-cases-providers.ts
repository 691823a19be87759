/**
 * Tenant cases for event providers: the owner's venue (with a contact) in their own workspace; a
 * stranger reading, listing, changing or deleting it gets 404 and the row stays as it was.
 */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { eventProviders } from '../../server/db/schema/index';
import { createProvider, workspaceOf } from './provider-factories';
import type { HttpMethod, Ids, MatrixUser, TenantCase } from './tenant-matrix';
import type { TestApp } from './test-app';

const snapshots = new Map<string, string>();

async function providerState(t: TestApp, id: string) {
  const rows = await t.db.select().from(eventProviders).where(eq(eventProviders.id, id));
  return JSON.stringify(rows);
}

async function ownersVenue(t: TestApp, owner: MatrixUser): Promise<Ids> {
  const workspaceId = await workspaceOf(t, owner.user.id);
  const provider = await createProvider(t, owner.token, workspaceId);
  snapshots.set(provider.id, await providerState(t, provider.id));
  return { id: provider.id, workspaceId };
}

async function unchanged(t: TestApp, ids: Ids) {
  expect(await providerState(t, ids.id ?? '')).toBe(snapshots.get(ids.id ?? ''));
}

const venueCase = (
  name: string,
  method: HttpMethod,
  route: string,
  path: (ids: Ids) => string,
  body?: (ids: Ids) => Record<string, unknown>,
): TenantCase => ({ name, method, route, path, body, setup: ownersVenue, verifyUnchanged: unchanged });

export const PROVIDER_CASES: TenantCase[] = [
  venueCase('a venue', 'GET', '/event-providers/{id}', (ids) => `/api/event-providers/${ids.id}`),
  venueCase(
    'changing a venue',
    'PATCH',
    '/event-providers/{id}',
    (ids) => `/api/event-providers/${ids.id}`,
    () => ({ name: 'Renamed' }),
  ),
  venueCase('deleting a venue', 'DELETE', '/event-providers/{id}', (ids) => `/api/event-providers/${ids.id}`),
  venueCase(
    'a workspace’s venues',
    'GET',
    '/event-providers/workspace/{id}',
    (ids) => `/api/event-providers/workspace/${ids.workspaceId}`,
  ),
];
