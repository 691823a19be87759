import { expect, type Page, test } from '@playwright/test';
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

test.describe('motion', () => {
  const signInButtonTransition = async (page: Page) => {
    await page.goto('/login');
    const button = page.getByRole('button', { name: 'Sign in' });
    await expect(button).toBeVisible();
    return button.evaluate((element) => getComputedStyle(element).transitionDuration);
  };

  test('buttons ease their colours for those who do not mind motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(await signInButtonTransition(page)).not.toBe('0s');
  });

  test('with reduced motion asked for, nothing moves: a theme switch changes colours at once', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await signInButtonTransition(page)).toBe('0s');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
  });
});
