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

  async start() {
    await this.page.getByRole('button', { name: 'Start' }).click();
    await this.expectStep(0);
  }

  /** `step` counts from 0 like the route; people see it counted from 1. */
  async expectStep(step: number, title?: string) {
    await expect(this.page).toHaveURL(new RegExp(`/onboarding/${step}$`));
    await expect(this.page.getByText(`Step ${step + 1} of 9`, { exact: true })).toBeVisible();
    if (title) await expect(this.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }

  async next(toStep: number) {
    await this.page.getByRole('button', { name: 'Next' }).click();
    await this.expectStep(toStep);
  }

  async back() {
    await this.page.getByRole('button', { name: 'Back' }).click();
  }

  async finish() {
    await this.page.getByRole('button', { name: 'Finish' }).click();
  }
}
