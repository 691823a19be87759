import { expect, type Page } from '@playwright/test';

export class LoginPage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { name: 'Sign in' });
  readonly alert = () => this.page.getByRole('alert');

  async goto() {
    await this.page.goto('/login');
    await expect(this.heading()).toBeVisible();
  }

  async signIn(email: string, password: string) {
    await this.page.getByLabel('E-mail').fill(email);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }

  async expectRefused(message: string) {
    await expect(this.alert()).toContainText(message);
    await expect(this.page).toHaveURL(/\/login$/);
  }
}
