import { expect, test } from '@playwright/test';
import { DashboardPage } from './pages/dashboard-page';
import { LoginPage } from './pages/login-page';
import { PwaApp } from './pages/pwa-app';
import { SyncHeader } from './pages/sync-header';
import { createConfirmedUser, createDashboardUser } from './support/accounts';

test('a wrong password is refused with the product’s message', async ({ page, request }) => {
  const user = await createConfirmedUser(request, 'wrong-password');
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(user.email, 'Not-the-password-1');
  await login.expectRefused('Invalid email or password');
});

test('the sign-in form checks its fields before calling the server', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('This field is required')).toHaveCount(2);
  await expect(page).toHaveURL(/\/login$/);
});

// The other specs sign in through the API: this one is the form's own path to the device. The form
// puts the user it got back into memory itself, so nothing refetches it; the guard's copy on the
// device must still be written, or an offline reload straight after signing in finds no user.
test('after signing in with the form, the app reloads offline at once', async ({
  page,
  context,
  request,
}) => {
  const user = await createDashboardUser(request, 'form-offline', 'Morgan');
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(user.email, user.password);
  const dashboard = new DashboardPage(page);
  await dashboard.expectGreeting('Morgan');
  await new PwaApp(page).waitUntilInstalled();

  // Every text the header shows after the reload: offline, it must never claim all is saved.
  await page.addInitScript(() => {
    const shown: string[] = [];
    Object.assign(window, { syncTexts: shown });
    new MutationObserver(() => {
      const text = document.querySelector('[aria-label="Sync status"]')?.textContent;
      if (text && shown.at(-1) !== text) shown.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await context.setOffline(true);
  await page.reload();
  await dashboard.expectGreeting('Morgan');
  await new SyncHeader(page).expectText('Offline');
  await expect(page).toHaveURL(/\/dashboard$/);
  const shown = await page.evaluate(() => (window as unknown as { syncTexts: string[] }).syncTexts);
  expect(shown).not.toContain('All changes saved');
});
