import { expect, type Locator, type Page } from '@playwright/test';

/** "Message crew" on a tour's personnel screen (managers): the text form and the recent messages. */
export class MessageCrewPanel {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.getByRole('button', { name: 'Message crew' }).click();
    await expect(this.form()).toBeVisible();
  }

  form(): Locator {
    return this.page.getByRole('form', { name: 'Message crew' });
  }

  recipient(name: string): Locator {
    return this.form().getByRole('checkbox', { name: new RegExp(`^${name}`) });
  }

  async send(channel: 'SMS' | 'WhatsApp', text: string) {
    await this.form().getByRole('radio', { name: channel }).check();
    await this.form().getByLabel('Message', { exact: true }).fill(text);
    await this.form().getByRole('button', { name: 'Send message' }).click();
  }

  toast(text: string): Locator {
    return this.page.getByRole('listitem').filter({ hasText: text });
  }

  recentMessages(): Locator {
    return this.page.getByRole('region', { name: 'Recent messages' }).getByRole('listitem');
  }
}
