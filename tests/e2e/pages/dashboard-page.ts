import { expect, type Page } from '@playwright/test';

export const SIDEBAR_ENTRIES = [
  'Dashboard',
  'Messages',
  'Profile',
  'Calendar',
  'Resources',
  'File Library',
  'My Teams',
  'Reports',
  'Archived',
  'Log out',
  'Remove account',
] as const;

export class DashboardPage {
  constructor(readonly page: Page) {}

  readonly sidebar = () => this.page.getByRole('navigation', { name: 'Main' });

  /** The URL changes before the guard lets the screen render, so wait for the dashboard itself. */
  async expectLoaded() {
    await expect(this.page).toHaveURL(/\/dashboard$/);
    await expect(this.sidebar()).toBeVisible();
    await expect(
      this.page.getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening), / }),
    ).toBeVisible();
  }

  async expectGreeting(firstName: string) {
    await expect(this.page).toHaveURL(/\/dashboard$/);
    await expect(
      this.page.getByRole('heading', {
        level: 1,
        name: new RegExp(`^Good (morning|afternoon|evening), ${firstName}$`),
      }),
    ).toBeVisible();
  }

  /** The sidebar's links and buttons, in order. */
  sidebarEntries() {
    // Visible only: the closed confirmation dialog's buttons live in the same subtree.
    return this.sidebar().locator('a, button').filter({ visible: true });
  }

  /** Presses Log out (which may ask first, when changes are not synced yet). */
  async pressLogOut() {
    await this.sidebar().getByRole('button', { name: 'Log out' }).click();
  }

  /** Signs out and waits until the session is gone: the sign-in screen shows and no tokens are kept. */
  async logOut() {
    await this.pressLogOut();
    await this.expectSignedOut();
  }

  async expectSignedOut() {
    await expect(this.page).toHaveURL(/\/login$/);
    await expect(this.page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect.poll(() => this.page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
  }

  async removeAccount() {
    await this.sidebar().getByRole('button', { name: 'Remove account' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Remove your account?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Remove my account' }).click();
  }

  themeToggle() {
    return this.page.getByRole('button', { name: /Switch to (dark|light) theme/ });
  }
}
