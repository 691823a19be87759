import { expect, type Page, test } from '@playwright/test';
import { LoginPage } from './pages/login-page';
import { createDashboardUser } from './support/accounts';
import { signIn } from './support/sign-in';

type StoredAuth = { authToken: string; refreshToken: string };

async function storedAuth(page: Page): Promise<StoredAuth | null> {
  const raw = await page.evaluate(() => localStorage.getItem('auth'));
  return raw ? JSON.parse(raw) : null;
}

test('bogus tokens that no refresh can fix end the session on /login with the tokens cleared', async ({
  page,
  request,
}) => {
  const user = await createDashboardUser(request, 'bogus-tokens');
  await signIn(page, user);

  await page.evaluate(() =>
    localStorage.setItem('auth', JSON.stringify({ authToken: 'bogus', refreshToken: 'also-bogus' })),
  );
  await page.goto('/dashboard/profile');

  await expect(page).toHaveURL(/\/login$/);
  await expect(new LoginPage(page).heading()).toBeVisible();
  expect(await storedAuth(page)).toBeNull();
});

test('a refresh token revoked on the server ends the session on /login', async ({ page, request }) => {
  const user = await createDashboardUser(request, 'revoked');
  await signIn(page, user);
  const auth = await storedAuth(page);
  expect(auth).not.toBeNull();

  const logout = await request.post('/api/auth/logout', {
    data: { refreshToken: auth?.refreshToken },
    headers: { Authorization: `Bearer ${auth?.authToken}` },
  });
  expect(logout.ok()).toBe(true);
  // Only the access token is broken, so the client must try the (now revoked) refresh token.
  await page.evaluate(
    (refreshToken) => localStorage.setItem('auth', JSON.stringify({ authToken: 'expired', refreshToken })),
    auth?.refreshToken,
  );
  await page.goto('/dashboard/profile');

  await expect(page).toHaveURL(/\/login$/);
  expect(await storedAuth(page)).toBeNull();
});

test('a rejected access token is refreshed once and the screen still opens', async ({ page, request }) => {
  const user = await createDashboardUser(request, 'refresh-ok');
  await signIn(page, user);
  const before = await storedAuth(page);

  await page.evaluate(
    (refreshToken) => localStorage.setItem('auth', JSON.stringify({ authToken: 'expired', refreshToken })),
    before?.refreshToken,
  );
  await page.goto('/dashboard/profile');

  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  const after = await storedAuth(page);
  expect(after?.authToken).not.toBe('expired');
  expect(after?.refreshToken).not.toBe(before?.refreshToken);
});
