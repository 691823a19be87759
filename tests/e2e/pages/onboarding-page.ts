import { expect, type Page } from '@playwright/test';

export class OnboardingPage {
  constructor(readonly page: Page) {}

  async expectShown(firstName: string) {
    await expect(this.page).toHaveURL(/\/onboarding$/);
    await expect(this.page.getByRole('heading', { name: `Welcome to Roadie, ${firstName}` })).toBeVisible();
  }

  async skip() {
    await this.page.getByRole('button', { name: 'Skip for now' }).click();
  }
}
