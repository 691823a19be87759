import { type APIRequestContext, expect } from '@playwright/test';

export const TEST_PASSWORD = 'Tour-ready-9';
export const DEMO_MANAGER = { email: 'manager@roadie.example', password: 'Roadie-demo-1' } as const;

export function uniqueEmail(prefix: string): string {
  const random = Math.random().toString(36).slice(2, 8);
  return `${prefix}-${Date.now().toString(36)}-${random}@example.com`;
}

type Mail = { id: string; to: string; subject: string; text: string; createdAt: string; links: string[] };

/** The newest link in the dev mailbox for `email` whose path matches, waiting for the mail to land. */
export async function linkFromMail(request: APIRequestContext, email: string, path: string): Promise<URL> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/dev/mail', { params: { to: email, format: 'json' } });
        const body: { data: Mail[] } = await response.json();
        found = body.data.flatMap((mail) => mail.links).find((link) => new URL(link).pathname === path);
        return found;
      },
      { message: `a mail to ${email} with a ${path} link` },
    )
    .toBeDefined();
  return new URL(found ?? '');
}

async function postJson(request: APIRequestContext, path: string, data: unknown, authToken?: string) {
  const response = await request.post(path, {
    data,
    headers: authToken ? { Authorization: `Bearer ${authToken}` } : {},
  });
  expect(response.ok(), `${path} → ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

/** A registered, confirmed user who has not signed in yet (terms not accepted, no onboarding). */
export async function createConfirmedUser(request: APIRequestContext, prefix: string, firstName = 'Robin') {
  const email = uniqueEmail(prefix);
  await postJson(request, '/api/auth/register', {
    email,
    password: TEST_PASSWORD,
    firstName,
    lastName: 'Roadie',
  });
  const link = await linkFromMail(request, email, '/register-complete');
  await postJson(request, '/api/users', { token: link.searchParams.get('token') });
  return { email, password: TEST_PASSWORD, firstName };
}

/** A user who has accepted the terms and privacy policy; `onboarding: 'skipped'` also skips onboarding. */
async function createAcceptedUser(
  request: APIRequestContext,
  prefix: string,
  firstName: string,
  onboarding: 'skipped' | 'pending',
) {
  const user = await createConfirmedUser(request, prefix, firstName);
  const login = await postJson(request, '/api/auth/login', { email: user.email, password: user.password });
  const authToken: string = login.data.authToken;
  for (const path of ['/api/terms', '/api/privacy-policies']) {
    const check = await request.get(`${path}/acceptance-check`, {
      headers: { Authorization: `Bearer ${authToken}` },
    });
    const documentId: string = (await check.json()).data.current.id;
    await postJson(request, `${path}/${documentId}/accept`, {}, authToken);
  }
  if (onboarding === 'skipped') {
    const status = await request.patch(`/api/users/status/${login.data.user.id}`, {
      data: { onboardingSkipped: true },
      headers: { Authorization: `Bearer ${authToken}` },
    });
    expect(status.ok()).toBe(true);
  }
  await postJson(request, '/api/auth/logout', { refreshToken: login.data.refreshToken }, authToken);
  return user;
}

/** A user who lands straight on the dashboard: terms and privacy accepted, onboarding skipped. */
export function createDashboardUser(request: APIRequestContext, prefix: string, firstName = 'Robin') {
  return createAcceptedUser(request, prefix, firstName, 'skipped');
}

/** A user whose next sign-in opens onboarding: terms and privacy accepted, onboarding not done. */
export function createOnboardingUser(request: APIRequestContext, prefix: string, firstName = 'Robin') {
  return createAcceptedUser(request, prefix, firstName, 'pending');
}
