import { expect, type Locator, type Page } from '@playwright/test';
import { arrivingNotice } from './sync-header';

/** The dashboard's tour sections: "Today" and "Your tours". */
export class DashboardTours {
  constructor(readonly page: Page) {}

  list(): Locator {
    return this.page.getByRole('list', { name: 'Your tours' });
  }

  tour(name: string): Locator {
    return this.list().getByRole('listitem').filter({ hasText: name });
  }

  todayLink(tourName: string): Locator {
    return this.page.getByRole('link', { name: `Today’s daysheet: ${tourName}` });
  }

  async openTour(name: string) {
    await this.list().getByRole('link', { name }).click();
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible();
  }
}

/** A tour's own page (/dashboard/tours/{tourId}): header and the day list. */
export class TourPage {
  constructor(readonly page: Page) {}

  async goto(tourId: string, name: string) {
    await this.page.goto(`/dashboard/tours/${tourId}`);
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible();
  }

  days(): Locator {
    return this.page.getByRole('list', { name: 'Tour days' }).getByRole('listitem');
  }

  /** The row of the day dated `date` (YYYY-MM-DD). */
  day(date: string): Locator {
    return this.days().filter({ has: this.page.locator(`time[datetime="${date}"]`) });
  }

  /** Shown while the tour's pull is between pages: more days (or their tags) may still come. */
  arrivingNotice(): Locator {
    return arrivingNotice(this.page);
  }

  async openDay(date: string) {
    await this.day(date).getByRole('link').click();
    await expect(this.page).toHaveURL(new RegExp(`/daysheets/${date}$`));
  }
}
