import { expect, type Locator, type Page } from '@playwright/test';

/** The installed-app side of a page: its service worker, its caches and the update toast. */
export class PwaApp {
  constructor(readonly page: Page) {}

  /**
   * "After one online visit": the service worker has precached the app and controls the page
   * (clientsClaim), so every screen's code is on the device before the network goes away.
   */
  async waitUntilInstalled() {
    await this.page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => this.isControlled()).toBe(true);
  }

  /** Waits until a service worker is active and controls this page (reloading once if needed). */
  async expectControlled() {
    await this.page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    if (!(await this.isControlled())) await this.page.reload();
    await expect.poll(() => this.isControlled()).toBe(true);
  }

  isControlled(): Promise<boolean> {
    return this.page.evaluate(() => navigator.serviceWorker.controller !== null);
  }

  /** A new worker has installed and waits for the user's go-ahead. */
  hasWaitingWorker(): Promise<boolean> {
    return this.page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return Boolean(registration?.waiting);
    });
  }

  /** "New version available" and its Reload action. */
  updateToast(): Locator {
    return this.page.getByRole('listitem').filter({ hasText: 'New version available' });
  }

  updateReloadButton(): Locator {
    return this.updateToast().getByRole('button', { name: 'Reload', exact: true });
  }

  cacheNames(): Promise<string[]> {
    return this.page.evaluate(() => caches.keys());
  }

  /** Every cached URL as path + search (a precached file carries its revision in the search). */
  cachedPaths(): Promise<string[]> {
    return this.page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          const url = new URL(request.url);
          paths.push(`${url.pathname}${url.search}`);
        }
      }
      return paths;
    });
  }

  /** A cache as an older Workbox release named its precache: what `cleanupOutdatedCaches` removes. */
  async plantOutdatedPrecache(): Promise<string> {
    return this.page.evaluate(async () => {
      const name = `workbox-precache-${new URL('/', location.href).href}`;
      await caches.open(name).then((cache) => cache.put('/stale.txt', new Response('stale')));
      return name;
    });
  }
}
