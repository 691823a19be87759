/** Event providers made through the API, for the provider tests and the tenant matrix. */
import { eq } from 'drizzle-orm';
import type { CreateEventProvider } from '#contract/event-providers';
import { workspaces } from '../../server/db/schema/index';
import type { TestApp } from './test-app';
import { must } from './tour-factories';

export const TRIANON = {
  kind: 'VENUE',
  name: 'Le Trianon',
  addressLine: '80 Boulevard de Rochechouart',
  city: 'Paris',
  country: 'France',
  postalCode: '75018',
  timeZone: 'Europe/Paris',
  latitude: 48.8833,
  longitude: 2.3437,
  phone: '+33 1 44 92 78 00',
  notes: 'Load-in door on Rue de Steinkerque.\nCurfew 23:00.',
  contacts: [
    {
      name: 'Claire Martin',
      role: 'Production manager',
      phone: '+33 6 12 34 56 78',
      email: 'claire@example.com',
    },
  ],
} satisfies Omit<CreateEventProvider, 'workspaceId'>;

/** The workspace every new user owns (made on registration). */
export async function workspaceOf(t: TestApp, userId: string): Promise<string> {
  const [row] = await t.db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(eq(workspaces.ownerId, userId));
  if (!row) throw new Error(`user ${userId} owns no workspace`);
  return row.id;
}

export async function createProvider(
  t: TestApp,
  token: string,
  workspaceId: string,
  overrides: Partial<CreateEventProvider> = {},
) {
  const body = { ...TRIANON, workspaceId, ...overrides };
  return must(await t.call('POST /event-providers', { body, token }), 201).data;
}
