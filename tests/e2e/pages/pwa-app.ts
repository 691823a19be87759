import { expect, type Page } from '@playwright/test';

/** The installed-app side of a page: its service worker and manifest. */
export class PwaApp {
  constructor(readonly page: Page) {}

  /** Waits until a service worker is active and controls this page (reloading once if needed). */
  async expectControlled() {
    await this.page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    if (!(await this.isControlled())) await this.page.reload();
    await expect.poll(() => this.isControlled()).toBe(true);
  }

  isControlled(): Promise<boolean> {
    return this.page.evaluate(() => navigator.serviceWorker.controller !== null);
  }
}
