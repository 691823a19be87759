/**
 * Signing in for tests that are about what comes after it. The login form has its own specs
 * (login, auth-journey, accessibility); everyone else signs in through the API, keeps the token
 * pair where the app keeps it (localStorage `auth`) and opens the dashboard, as a returning user
 * whose session is stored would.
 */
import { expect, type Page } from '@playwright/test';
import { DashboardPage } from '../pages/dashboard-page';

export type Credentials = { email: string; password: string; firstName?: string };

export async function signIn(page: Page, user: Credentials): Promise<void> {
  const response = await page.request.post('/api/auth/login', {
    data: { email: user.email, password: user.password },
  });
  expect(response.ok(), `login ${user.email} → ${response.status()}`).toBe(true);
  const { data } = await response.json();
  // localStorage belongs to the origin: set it from a page of the origin that does not start the app.
  await page.goto('/api/healthcheck');
  await page.evaluate(
    (auth) => localStorage.setItem('auth', auth),
    JSON.stringify({ authToken: data.authToken, refreshToken: data.refreshToken }),
  );
  await page.goto('/dashboard');
  // The greeting, not the sidebar: on a phone the sidebar hides behind the menu button.
  await new DashboardPage(page).expectGreeting(user.firstName || '.+');
}
