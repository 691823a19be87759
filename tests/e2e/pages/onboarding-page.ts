import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { createOnboardingUser } from '../support/accounts';
import { LoginPage } from './login-page';

export class OnboardingPage {
  constructor(readonly page: Page) {}

  /** A new account that has not onboarded yet, signed in on `page`: the welcome screen is showing. */
  static async begin(page: Page, request: APIRequestContext, name: string, firstName?: string) {
    const user = await createOnboardingUser(request, name, firstName);
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(user.email, user.password);
    const onboarding = new OnboardingPage(page);
    await onboarding.expectShown(user.firstName);
    return { user, login, onboarding };
  }

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
