import { expect, type Locator, type Page } from '@playwright/test';

const UUID = '[0-9a-f-]{36}';

/** Tour setup: choose an artist, then the tour's name and dates (/dashboard/tours/create/…). */
export class TourSetupPages {
  constructor(readonly page: Page) {}

  async openArtistPicker() {
    await this.page.goto('/dashboard/tours/create');
    await expect(this.page.getByRole('heading', { level: 1, name: 'New tour' })).toBeVisible();
  }

  async createArtistInline(name: string): Promise<string> {
    await this.page.getByLabel('Artist name').fill(name);
    await this.page.getByRole('button', { name: 'Create artist' }).click();
    await expect(this.page).toHaveURL(new RegExp(`/dashboard/tours/create/${UUID}$`));
    await this.expectTourForm(name);
    return new URL(this.page.url()).pathname.split('/').at(-1) ?? '';
  }

  async expectTourForm(artistName: string) {
    await expect(this.page.getByRole('heading', { level: 1, name: 'New tour' })).toBeVisible();
    await expect(this.page.getByText(`For ${artistName}.`)).toBeVisible();
  }

  async fillTour(name: string, startDate: string, endDate: string) {
    await this.page.getByLabel('Tour name').fill(name);
    await this.page.getByLabel('Start date').fill(startDate);
    await this.page.getByLabel('End date').fill(endDate);
  }

  createButton(): Locator {
    return this.page.getByRole('button', { name: 'Create tour' });
  }

  /** Submits the tour form and returns the new tour's id from the venues step's URL. */
  async createTour(name: string, startDate: string, endDate: string): Promise<string> {
    await this.fillTour(name, startDate, endDate);
    await this.createButton().click();
    const venuesUrl = new RegExp(`/dashboard/tours/create/${UUID}/(${UUID})/assign-venues$`);
    await expect(this.page).toHaveURL(venuesUrl);
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible();
    return venuesUrl.exec(new URL(this.page.url()).pathname)?.[1] ?? '';
  }

  offlineNotice(): Locator {
    return this.page.getByRole('alert').filter({ hasText: "You're offline — this needs a connection" });
  }
}
