import { expect, type Locator, type Page } from '@playwright/test';

/** The assign-personnel step: the list of people on the tour and the form to add more. */
export class AssignPersonnelPage {
  constructor(readonly page: Page) {}

  async expectShown() {
    await expect(this.page).toHaveURL(/\/assign-personnel$/);
    await expect(this.page.getByRole('heading', { level: 2, name: 'Personnel' })).toBeVisible();
  }

  person(text: string): Locator {
    return this.page.getByRole('list', { name: 'Personnel' }).getByRole('listitem').filter({ hasText: text });
  }

  async add(emails: string, role: string, roleTitle: string) {
    await this.page.getByLabel('E-mails').fill(emails);
    await this.page.getByLabel('Project role', { exact: true }).selectOption({ label: role });
    await this.page.getByLabel('Role title', { exact: true }).selectOption({ label: roleTitle });
    await this.page.getByRole('button', { name: 'Add personnel' }).click();
  }

  roleTitleSelect(name: string): Locator {
    return this.page.getByLabel(`Role title for ${name}`);
  }

  async finish() {
    await this.page.getByRole('button', { name: 'Finish' }).click();
  }
}
