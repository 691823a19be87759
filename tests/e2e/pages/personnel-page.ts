import { expect, type Locator, type Page } from '@playwright/test';

/** A tour's personnel screen (/dashboard/tours/{tourId}/personnel). */
export class PersonnelPage {
  constructor(readonly page: Page) {}

  async goto(tourId: string) {
    await this.page.goto(`/dashboard/tours/${tourId}/personnel`);
    await this.expectShown();
  }

  async expectShown() {
    await expect(this.page.getByRole('heading', { level: 2, name: 'Personnel' })).toBeVisible();
    await expect(this.list()).toBeVisible();
  }

  list(): Locator {
    return this.page.getByRole('list', { name: 'Personnel' });
  }

  person(text: string): Locator {
    return this.list().getByRole('listitem').filter({ hasText: text });
  }

  async add(emails: string, role: string, roleTitle: string) {
    await this.page.getByLabel('E-mails').fill(emails);
    await this.page.getByLabel('Project role', { exact: true }).selectOption({ label: role });
    await this.page.getByLabel('Role title', { exact: true }).selectOption({ label: roleTitle });
    await this.page.getByRole('button', { name: 'Add personnel' }).click();
  }

  async importCsv(name: string, csv: string) {
    await this.page
      .getByLabel('CSV file', { exact: true })
      .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await this.page.getByRole('button', { name: 'Import CSV' }).click();
  }

  rowErrors(): Locator {
    return this.page.getByRole('list', { name: 'Rows to fix' });
  }

  shareToggle(): Locator {
    return this.page.getByLabel('Share my personal and travel details with this tour’s managers');
  }

  toast(text: string): Locator {
    return this.page.getByRole('listitem').filter({ hasText: text });
  }
}

/** The dashboard home's pending invitations. */
export class InvitationsPanel {
  constructor(readonly page: Page) {}

  invitation(tourName: string): Locator {
    return this.page.getByRole('listitem', { name: `Invitation to ${tourName}` });
  }

  async accept(tourName: string) {
    await this.invitation(tourName).getByRole('button', { name: 'Accept' }).click();
  }
}
