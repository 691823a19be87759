import { expect, type Page } from '@playwright/test';

export class ProfilePage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
    await expect(this.page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  }

  async rename(firstName: string, lastName: string) {
    await this.page.getByLabel('First name').fill(firstName);
    await this.page.getByLabel('Last name').fill(lastName);
    await this.page.getByRole('button', { name: 'Save changes' }).click();
    await expect(this.page.getByText('Your profile was saved.')).toBeVisible();
  }

  async changePassword(currentPassword: string, newPassword: string) {
    await this.page.getByRole('link', { name: 'Change password' }).click();
    await expect(this.page.getByRole('heading', { name: 'Change password', level: 1 })).toBeVisible();
    await this.page.getByLabel('Current password').fill(currentPassword);
    await this.page.getByLabel('New password').fill(newPassword);
    await this.page.getByRole('button', { name: 'Change password' }).click();
  }
}
