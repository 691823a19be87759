import { expect, type Locator, type Page } from '@playwright/test';

/** /dashboard/calendar and its personal event pages. */
export class CalendarPage {
  constructor(readonly page: Page) {}

  async goto(search = '') {
    await this.page.goto(`/dashboard/calendar${search}`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  }

  /** Calendar entries by title and source ('Personal' or the tour's name), in the month on screen. */
  entries(title: string, source: string | RegExp = /.+/): Locator {
    const sourceText =
      typeof source === 'string' ? source.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : source.source;
    return this.page.getByRole('link', { name: new RegExp(`^${title}, .+, ${sourceText}$`) });
  }

  tourFilter(): Locator {
    return this.page.getByLabel('Tour', { exact: true });
  }

  upcoming(): Locator {
    return this.page.getByRole('list', { name: 'Upcoming' });
  }

  async openNewPersonalEvent() {
    await this.page.getByRole('link', { name: 'Add personal event' }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'New personal event' })).toBeVisible();
  }

  async fillPersonalEvent(input: { title: string; start: string; end: string; location?: string }) {
    await this.page.getByLabel('Title').fill(input.title);
    await this.page.getByLabel('Start').fill(input.start);
    await this.page.getByLabel('End', { exact: true }).fill(input.end);
    if (input.location) await this.page.getByLabel('Location (optional)').fill(input.location);
  }

  async submitPersonalEvent() {
    await this.page.getByRole('button', { name: 'Add personal event' }).click();
  }

  async deleteOpenPersonalEvent(title: string) {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Edit personal event' })).toBeVisible();
    await this.page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: `Delete ${title}?` });
    await dialog.getByRole('button', { name: 'Delete event' }).click();
    await expect(dialog).toBeHidden();
  }
}
