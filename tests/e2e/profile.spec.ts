import { expect, test } from '@playwright/test';
import { DashboardPage } from './pages/dashboard-page';
import { LoginPage } from './pages/login-page';
import { ProfilePage } from './pages/profile-page';
import { createDashboardUser } from './support/accounts';

test('a user renames themselves and changes their password', async ({ page, request }) => {
  const user = await createDashboardUser(request, 'profile');
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(user.email, user.password);
  const dashboard = new DashboardPage(page);
  await dashboard.expectGreeting(user.firstName);

  const profile = new ProfilePage(page);
  await profile.open();
  await profile.rename('Sasha', 'Lighting');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await dashboard.expectGreeting('Sasha');

  await profile.open();
  await profile.changePassword('Not-my-password-1', 'Brand-new-pass-7');
  await expect(page.getByText('Current password is incorrect')).toBeVisible();

  const tokensBefore = await page.evaluate(() => localStorage.getItem('auth'));
  await page.getByLabel('Current password').fill(user.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password was changed.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  // The server revoked the old pair; the app keeps working on the new one it stored.
  expect(await page.evaluate(() => localStorage.getItem('auth'))).not.toBe(tokensBefore);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();

  await dashboard.logOut();
  await expect(login.heading()).toBeVisible();
  await login.signIn(user.email, user.password);
  await login.expectRefused('Invalid email or password');
  await login.signIn(user.email, 'Brand-new-pass-7');
  await dashboard.expectGreeting('Sasha');
});
