import { expect, type Page } from '@playwright/test';

export const OFFLINE_NOTICE = "You're offline — this needs a connection";

/** /dashboard/artists/create, /dashboard/artists/{id} and /dashboard/artists/{id}/edit. */
export class ArtistPages {
  constructor(readonly page: Page) {}

  readonly heading = (name: string) => this.page.getByRole('heading', { level: 1, name });

  async create(name: string, logoUrl = '') {
    await this.page.goto('/dashboard/artists/create');
    await expect(this.page.getByRole('heading', { level: 1, name: 'New artist' })).toBeVisible();
    await this.fillAndSubmit(name, logoUrl, 'Create artist');
  }

  async fillAndSubmit(name: string, logoUrl: string, submitLabel: string) {
    await this.page.getByLabel('Artist name').fill(name);
    await this.page.getByLabel('Logo URL (optional)').fill(logoUrl);
    await this.page.getByRole('button', { name: submitLabel }).click();
  }

  /** The artist's id, read from the artist page's URL. */
  async expectArtistPage(name: string): Promise<string> {
    await expect(this.page).toHaveURL(/\/dashboard\/artists\/[0-9a-f-]{36}$/);
    await expect(this.heading(name)).toBeVisible();
    return new URL(this.page.url()).pathname.split('/').at(-1) ?? '';
  }

  async edit(name: string, logoUrl: string) {
    await this.page.getByRole('link', { name: 'Edit artist' }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Edit artist' })).toBeVisible();
    await expect(this.page.getByLabel('Artist name')).not.toHaveValue('');
    await this.fillAndSubmit(name, logoUrl, 'Save artist');
  }

  async archive(name: string) {
    await this.page.getByRole('button', { name: 'Archive artist' }).click();
    const dialog = this.page.getByRole('dialog', { name: `Archive ${name}?` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Archive artist' }).click();
    await expect(dialog).toBeHidden();
  }

  tours() {
    return this.page.getByRole('list', { name: 'Tours' });
  }
}
