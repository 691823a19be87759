import { expect, type Locator, type Page } from '@playwright/test';

/** The dashboard header's sync state and the failed-changes panel behind it. */
export class SyncHeader {
  constructor(readonly page: Page) {}

  status(): Locator {
    return this.page.getByRole('status', { name: 'Sync status' });
  }

  async expectText(text: string | RegExp) {
    await expect(this.status()).toContainText(text);
  }

  failedButton(): Locator {
    return this.status().getByRole('button', { name: /changes? failed$/ });
  }

  failedPanel(): Locator {
    return this.page.getByRole('region', { name: 'Changes that failed to sync' });
  }

  async expectAllSaved() {
    await expect(this.status()).toHaveText('All changes saved');
  }
}

/** Shown on a tour's screens (its page, its daysheets) while its pull is between pages. */
export function arrivingNotice(page: Page): Locator {
  return page.getByRole('status').filter({ hasText: 'This tour is still arriving on this device' });
}
