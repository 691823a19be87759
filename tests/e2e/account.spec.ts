import { expect, test } from '@playwright/test';
import { DashboardPage } from './pages/dashboard-page';
import { LoginPage } from './pages/login-page';
import { createDashboardUser } from './support/accounts';

test('a signed-in user visiting /login is sent to the dashboard, and logging out works', async ({
  page,
  request,
}) => {
  const user = await createDashboardUser(request, 'logout');
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(user.email, user.password);
  const dashboard = new DashboardPage(page);
  await dashboard.expectGreeting(user.firstName);

  await page.goto('/login');
  await dashboard.expectGreeting(user.firstName);

  const tokens: { refreshToken: string } = JSON.parse(
    (await page.evaluate(() => localStorage.getItem('auth'))) ?? '{}',
  );
  await dashboard.logOut();
  await expect(login.heading()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
  // Signed out on the server too: the refresh token of that session no longer works.
  const refresh = await request.post('/api/auth/refresh', { data: { refreshToken: tokens.refreshToken } });
  expect(refresh.status()).toBe(401);

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('removing the account signs out for good', async ({ page, request }) => {
  const user = await createDashboardUser(request, 'remove');
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(user.email, user.password);
  const dashboard = new DashboardPage(page);
  await dashboard.expectGreeting(user.firstName);

  await dashboard.removeAccount();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your account has been removed.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();

  await login.signIn(user.email, user.password);
  await login.expectRefused('Invalid email or password');
});
