import { expect, type Locator, type Page } from '@playwright/test';

/** The demo logins seeded on first start (server/seed/demo.ts): the platform admin and the crew. */
export const DEMO_ADMIN = {
  email: 'admin@roadie.example',
  password: 'Roadie-demo-1',
  firstName: 'Alex',
} as const;
export const DEMO_CREW = {
  email: 'crew@roadie.example',
  password: 'Roadie-demo-1',
  firstName: 'Casey',
} as const;

/** Admin → Users: filters, search, the table and paging. */
export class AdminUsersPage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: 'Users' });
  readonly table = () => this.page.getByRole('table');

  /** A user's row, by their e-mail. */
  row(email: string): Locator {
    return this.table().getByRole('row').filter({ hasText: email });
  }

  async expectShown() {
    await expect(this.page).toHaveURL(/\/admin\/users/);
    await expect(this.heading()).toBeVisible();
  }

  async search(text: string) {
    await this.page.getByLabel('Search name or e-mail').fill(text);
    await this.page.getByRole('button', { name: 'Search', exact: true }).click();
  }

  async filterRole(label: string) {
    await this.page.getByLabel('Role').selectOption({ label });
  }

  async filterSubscription(label: string) {
    await this.page.getByLabel('Subscription').selectOption({ label });
  }

  /** Exactly these e-mails are listed (waits for the list to settle on them). */
  async expectEmails(emails: string[]) {
    for (const email of emails) await expect(this.row(email)).toBeVisible();
    await expect(this.table().getByRole('row')).toHaveCount(emails.length + 1);
  }

  async open(name: string) {
    await this.table().getByRole('link', { name }).click();
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible();
  }
}

/** One user's facts, read from the definition list. */
export function userFact(page: Page, term: string): Locator {
  return page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
}
