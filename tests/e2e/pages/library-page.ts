import { expect, type Locator, type Page } from '@playwright/test';

/** The File Library screen: search, filters and the list of every reachable file. */
export class LibraryPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.getByRole('link', { name: 'File Library' }).click();
    await expect(this.page.getByRole('heading', { name: 'File Library', level: 1 })).toBeVisible();
  }

  list(): Locator {
    return this.page.getByRole('list', { name: 'Library files' });
  }

  file(name: string): Locator {
    return this.list().getByRole('listitem').filter({ hasText: name });
  }

  /** The names listed, in order. */
  async names(): Promise<string[]> {
    return this.list().getByRole('listitem').locator('span.truncate').allTextContents();
  }

  async expectNames(names: string[]) {
    await expect.poll(() => this.names(), { timeout: 20_000 }).toEqual(names);
  }

  async search(text: string) {
    await this.page.getByLabel('Search files').fill(text);
  }

  async choose(filter: 'Tour' | 'Artist' | 'Type' | 'Sort', option: string) {
    await this.page.getByLabel(filter, { exact: true }).selectOption({ label: option });
  }
}
