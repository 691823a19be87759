import { expect, test } from '@playwright/test';
import { DashboardPage } from './pages/dashboard-page';
import { LoginPage } from './pages/login-page';
import { DEMO_MANAGER } from './support/accounts';

test('the demo manager signs in, switches to the dark theme, and it survives a reload', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO_MANAGER.email, DEMO_MANAGER.password);
  const dashboard = new DashboardPage(page);
  await dashboard.expectLoaded();

  const html = page.locator('html');
  await expect(html).not.toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(dashboard.themeToggle()).toHaveAccessibleName('Switch to light theme');

  await page.reload();
  await dashboard.expectLoaded();
  await expect(html).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
});

test.describe('without a saved choice', () => {
  test.use({ colorScheme: 'dark' });

  test('the theme follows the system preference and its changes', async ({ page }) => {
    await page.goto('/login');
    const html = page.locator('html');
    await expect(html).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html).not.toHaveClass(/\bdark\b/);
  });
});
