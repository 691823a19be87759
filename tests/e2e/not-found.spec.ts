import { expect, test } from '@playwright/test';
import { DashboardPage } from './pages/dashboard-page';
import { LoginPage } from './pages/login-page';
import { createDashboardUser } from './support/accounts';

test('an unknown path shows the 404 page whose link leads to the dashboard, or to sign-in when signed out', async ({
  page,
}) => {
  await page.goto('/no/such/stage');
  await expect(page.getByRole('heading', { name: /stage was not found/ })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the 404 link takes a signed-in user to the dashboard', async ({ page, request }) => {
  const user = await createDashboardUser(request, 'not-found');
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(user.email, user.password);
  const dashboard = new DashboardPage(page);
  await dashboard.expectGreeting(user.firstName);

  await page.goto('/dashboard/no-such-screen');
  await expect(page.getByRole('heading', { name: /stage was not found/ })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await dashboard.expectGreeting(user.firstName);
});
