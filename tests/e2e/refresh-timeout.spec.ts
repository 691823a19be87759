import { expect, test } from '@playwright/test';
import { DashboardPage } from './pages/dashboard-page';
import { DaysheetPage } from './pages/daysheet-page';
import { LoginPage } from './pages/login-page';
import { SyncHeader } from './pages/sync-header';
import { tourWithAShow } from './support/roadie-api';

test('a token refresh that never answers counts as offline, and the session survives it', async ({
  page,
  request,
}) => {
  const { manager, tourId } = await tourWithAShow(request, 'refresh-hang');
  await new LoginPage(page).goto();
  await new LoginPage(page).signIn(manager.email, manager.password);
  await new DashboardPage(page).expectGreeting(manager.firstName);
  const daysheet = new DaysheetPage(page);
  const header = new SyncHeader(page);
  await daysheet.goto(tourId, '2027-06-10');
  await header.expectAllSaved();

  // The access token stops being accepted (the server really answers 401), and the refresh call
  // lands on a dead venue network that never answers.
  await page.evaluate(() => {
    const auth = JSON.parse(localStorage.getItem('auth') ?? '{}');
    localStorage.setItem('auth', JSON.stringify({ ...auth, authToken: `${auth.authToken}x` }));
  });
  await page.route('**/api/auth/refresh', () => {
    // Never answered.
  });
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(header.status()).toContainText('Offline', { timeout: 15_000 });

  // The network comes back: the refresh token was kept, so the app carries on signed in.
  await page.unroute('**/api/auth/refresh');
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await header.expectAllSaved();
  await expect(daysheet.event('Headline set')).toBeVisible();
  await expect(page.getByRole('button', { name: /sign in/i })).toHaveCount(0);
});
