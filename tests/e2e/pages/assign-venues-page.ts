import { expect, type Locator, type Page } from '@playwright/test';

/** The assign-venues step: one card (a named region) per day. */
export class AssignVenuesPage {
  constructor(readonly page: Page) {}

  day(dayNumber: number): Locator {
    return this.page.getByRole('region', { name: new RegExp(`^Day ${dayNumber} · `) });
  }

  async openPicker(dayNumber: number) {
    await this.day(dayNumber)
      .getByRole('button', { name: /^(Set|Change) place$/ })
      .click();
    await expect(this.day(dayNumber).getByLabel('City')).toBeFocused();
  }

  async searchCity(dayNumber: number, query: string) {
    await this.day(dayNumber).getByLabel('City').fill(query);
  }

  /** Searches, picks the first result whose label starts with `resultLabel`, names the venue, saves. */
  async assignPlace(dayNumber: number, query: string, resultLabel: RegExp, venue = '') {
    await this.openPicker(dayNumber);
    await this.searchCity(dayNumber, query);
    const day = this.day(dayNumber);
    await day
      .getByRole('list', { name: 'Matching cities' })
      .getByRole('button', { name: resultLabel })
      .first()
      .click();
    await day.getByLabel('Venue (optional)').fill(venue);
    await day.getByRole('button', { name: 'Save place' }).click();
    await expect(day.getByRole('button', { name: 'Change place' })).toBeVisible();
  }

  async next() {
    await this.page.getByRole('link', { name: 'Next' }).click();
  }
}
