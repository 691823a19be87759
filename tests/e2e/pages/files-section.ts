import { expect, type Locator, type Page } from '@playwright/test';

/** The "Files" section of a daysheet or of the tour's files page. */
export class FilesSection {
  constructor(readonly page: Page) {}

  list(): Locator {
    return this.page.getByRole('list', { name: 'Files' });
  }

  file(name: string): Locator {
    return this.list().getByRole('listitem').filter({ hasText: name });
  }

  /** Uploads through the real file picker input, then waits for the success toast. */
  async upload(label: string, file: { name: string; mimeType: string; buffer: Buffer }) {
    await this.page.getByLabel(label).setInputFiles(file);
    await expect(this.page.getByText('File uploaded')).toBeVisible();
  }

  async expectOnDevice(name: string) {
    await expect(this.file(name).getByText(/^On this device/)).toBeVisible({ timeout: 20_000 });
  }

  async expectNotOnDevice(name: string) {
    await expect(this.file(name).getByText(/^On this device/)).toHaveCount(0);
  }

  async saveForOffline(name: string) {
    await this.page.getByRole('button', { name: `Save ${name} for offline` }).click();
    await expect(this.page.getByText('Saved for offline')).toBeVisible();
  }

  async removeFromDevice(name: string) {
    await this.page.getByRole('button', { name: `Remove ${name} from device` }).click();
    await expect(this.page.getByText('Removed from this device')).toBeVisible();
  }

  openLink(name: string): Locator {
    return this.page.getByRole('link', { name: `Open ${name}` });
  }

  downloadButton(name: string): Locator {
    return this.page.getByRole('button', { name: `Download ${name}` });
  }

  /** What the page gets for a kept file's URL: status and body, read through the service worker. */
  async readThroughApp(href: string): Promise<{ status: number; type: string | null; body: string }> {
    return this.page.evaluate(async (url) => {
      const response = await fetch(url);
      return {
        status: response.status,
        type: response.headers.get('Content-Type'),
        body: await response.text(),
      };
    }, href);
  }
}
