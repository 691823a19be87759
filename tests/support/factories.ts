import type { TestApp } from './test-app';

export const PASSWORD = 'Tour-ready-9';

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** Registers through the API and follows the mailed link, as a person would. */
export async function registerConfirmed(
  t: TestApp,
  overrides: { email?: string; password?: string; firstName?: string } = {},
) {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? PASSWORD;
  const registered = await t.post('/api/auth/register', {
    email,
    password,
    firstName: overrides.firstName ?? 'Jo',
    lastName: 'Road',
  });
  if (registered.status !== 201) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  const confirmed = await t.post('/api/users', { token: await t.lastLinkTokenFor(email) });
  if (confirmed.status !== 201) throw new Error(`confirm failed: ${JSON.stringify(confirmed.body)}`);
  return { email, password };
}

export async function signIn(t: TestApp, email: string, password = PASSWORD) {
  const response = await t.call('POST /auth/login', { body: { email, password } });
  if (response.status !== 200) throw new Error(`login failed: ${JSON.stringify(response.body)}`);
  return response.body.data;
}

/** A confirmed, signed-in user of their own new workspace. */
export async function signedInUser(t: TestApp, overrides: { firstName?: string } = {}) {
  const { email, password } = await registerConfirmed(t, overrides);
  const session = await signIn(t, email, password);
  return { email, password, ...session, token: session.authToken };
}
