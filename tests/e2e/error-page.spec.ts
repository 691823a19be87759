import { expect, test } from '@playwright/test';
import { DashboardPage } from './pages/dashboard-page';
import { LoginPage } from './pages/login-page';
import { createDashboardUser } from './support/accounts';

test('a failing server shows the generic error page, with a way back to the dashboard', async ({
  page,
  request,
}) => {
  const user = await createDashboardUser(request, 'error-page');
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(user.email, user.password);
  const dashboard = new DashboardPage(page);
  await dashboard.expectGreeting(user.firstName);

  await page.route('**/api/terms/acceptance-check', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'internal_error', message: 'Boom' } } }),
  );
  // Without the answers kept on the device for offline starts, the guard must ask the server.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith('roadie-answer:')) localStorage.removeItem(key);
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: /Oops/ })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Refresh the page' })).toBeVisible();

  await page.unroute('**/api/terms/acceptance-check');
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await dashboard.expectGreeting(user.firstName);
});
