import { expect, type Page } from '@playwright/test';

export class TermsPage {
  constructor(readonly page: Page) {}

  async expectShown() {
    await expect(this.page).toHaveURL(/\/terms-and-conditions$/);
    await expect(this.page.getByRole('heading', { name: 'Terms and conditions', level: 1 })).toBeVisible();
  }

  async agreeToAll() {
    await this.page.getByLabel('I agree to the terms and conditions').check();
    await this.page.getByLabel('I agree to the privacy policy').check();
  }

  async submit() {
    await this.page.getByRole('button', { name: 'Accept and continue' }).click();
  }
}
