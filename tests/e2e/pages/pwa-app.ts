import { expect, type Page } from '@playwright/test';

/** The installed-app side of a page: its service worker and manifest. */
export class PwaApp {
  constructor(readonly page: Page) {}

  /** Waits until a service worker is active and controls this page (reloading once if needed). */
  /**
   * "After one online visit": the service worker has precached the app and controls the page
   * (clientsClaim), so every screen's code is on the device before the network goes away.
   */
  async waitUntilInstalled() {
    await this.page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => this.isControlled()).toBe(true);
  }

  async expectControlled() {
    await this.page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    if (!(await this.isControlled())) await this.page.reload();
    await expect.poll(() => this.isControlled()).toBe(true);
  }

  isControlled(): Promise<boolean> {
    return this.page.evaluate(() => navigator.serviceWorker.controller !== null);
  }
}
