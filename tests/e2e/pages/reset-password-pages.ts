import { expect, type Page } from '@playwright/test';

/** /reset-password and /reset-password/sent. */
export class ResetPasswordPage {
  constructor(readonly page: Page) {}

  async request(email: string) {
    await this.page.goto('/reset-password');
    await this.page.getByLabel('E-mail').fill(email);
    await this.page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(this.page).toHaveURL(/\/reset-password\/sent$/);
    await expect(this.page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  }
}

/** /confirm-reset-password?token=… from the e-mail. */
export class ConfirmResetPasswordPage {
  constructor(readonly page: Page) {}

  async open(link: URL) {
    await this.page.goto(`${link.pathname}${link.search}`);
    await expect(this.page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  }

  async setPassword(password: string, confirmation = password) {
    await this.page.getByLabel('New password', { exact: true }).fill(password);
    await this.page.getByLabel('Confirm new password').fill(confirmation);
    await this.page.getByRole('button', { name: 'Save new password' }).click();
  }
}
