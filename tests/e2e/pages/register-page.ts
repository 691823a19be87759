import { expect, type Page } from '@playwright/test';

export class RegisterPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/register');
    await expect(this.page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  }

  /** One of the live password hints, e.g. 'At least 1 number'. */
  hint(label: string) {
    return this.page
      .getByRole('list', { name: 'Password requirements' })
      .getByRole('listitem')
      .filter({ hasText: label });
  }

  async fill(user: { email: string; firstName: string; lastName: string }) {
    await this.page.getByLabel('E-mail').fill(user.email);
    await this.page.getByLabel('First name').fill(user.firstName);
    await this.page.getByLabel('Last name').fill(user.lastName);
  }

  async typePassword(password: string) {
    await this.page.getByLabel('Password', { exact: true }).fill(password);
  }

  async submit() {
    await this.page.getByRole('button', { name: 'Create account' }).click();
  }
}
