import { expect, type Locator, type Page } from '@playwright/test';

/** The team form (/dashboard/teams/add and …/edit). */
export class TeamFormPage {
  constructor(readonly page: Page) {}

  async gotoAdd() {
    await this.page.goto('/dashboard/teams');
    await expect(this.page.getByRole('heading', { level: 1, name: 'My Teams' })).toBeVisible();
    await this.page.getByRole('link', { name: 'Add team' }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Add team' })).toBeVisible();
  }

  async submit() {
    await this.page.getByRole('button', { name: 'Create team' }).click();
  }

  async fill(team: Record<'name' | 'location' | 'street' | 'city' | 'state' | 'postalCode', string>) {
    await this.page.getByLabel('Team name').fill(team.name);
    await this.page.getByLabel('Location name').fill(team.location);
    await this.page.getByLabel('Street address').fill(team.street);
    await this.page.getByLabel('City').fill(team.city);
    await this.page.getByLabel('State').fill(team.state);
    await this.page.getByLabel('Postal code').fill(team.postalCode);
    await this.page.getByLabel('Country').selectOption({ label: 'United States' });
    await this.page.getByLabel('Currency').selectOption('USD');
  }
}

/** A team's page, tab "Team" (/dashboard/teams/{teamId}). */
export class TeamPage {
  constructor(readonly page: Page) {}

  async expectShown(name: string) {
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible();
  }

  member(text: string): Locator {
    return this.page.getByRole('list', { name: 'Members' }).getByRole('listitem').filter({ hasText: text });
  }

  async invite(email: string, position: string) {
    const form = this.page.getByRole('form', { name: 'Invite a member' });
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Position (optional)').fill(position);
    await form.getByRole('button', { name: 'Invite' }).click();
  }
}

/** A member's wages and the wage form. */
export class WagesPage {
  constructor(readonly page: Page) {}

  table(): Locator {
    return this.page.getByRole('table', { name: 'Wages by tour' });
  }

  async fill(tour: string, daily: string, hour: string, perDiem: string) {
    await this.page.getByLabel('Tour').selectOption({ label: tour });
    await this.page.getByLabel(/^Daily wage/).fill(daily);
    await this.page.getByLabel(/^Hour rate/).fill(hour);
    await this.page.getByLabel(/^Per diem/).fill(perDiem);
  }
}

/** Whether the persister has written a `teams` answer to this user's saved query cache yet. */
export function hasSavedTeams(page: Page, userId: string): Promise<boolean> {
  return page.evaluate(
    (name) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open(name);
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('entries')) return resolve(false);
          const get = db.transaction('entries').objectStore('entries').get('query-cache');
          get.onsuccess = () => {
            db.close();
            const value = get.result?.value;
            resolve(
              typeof value === 'string' && value.includes('"teams","team"') && value.includes('"wages"'),
            );
          };
        };
      }),
    `roadie-query-cache-${userId}`,
  );
}
