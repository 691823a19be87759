import { expect, type Locator, type Page } from '@playwright/test';

/** A tour's groups (/dashboard/tours/{tourId}/groups). */
export class GroupsPage {
  constructor(readonly page: Page) {}

  async goto(tourId: string) {
    await this.page.goto(`/dashboard/tours/${tourId}/groups`);
    await expect(this.page.getByRole('heading', { name: 'Groups', level: 2 })).toBeVisible();
  }

  group(name: string): Locator {
    return this.page.getByRole('list', { name: 'Groups' }).getByRole('listitem', { name, exact: true });
  }

  members(groupName: string): Locator {
    return this.page.getByRole('list', { name: `Members of ${groupName}` });
  }

  async create(name: string) {
    const form = this.page.getByRole('form', { name: 'New group' });
    await form.getByLabel('Group name').fill(name);
    await form.getByRole('button', { name: 'Create group' }).click();
    await expect(this.group(name)).toBeVisible();
  }

  async addPeople(groupName: string, names: string[]) {
    const form = this.page.getByRole('form', { name: `Add people to ${groupName}` });
    for (const name of names) await form.getByLabel(name).check();
    await form.getByRole('button', { name: `Add to ${groupName}` }).click();
  }
}
