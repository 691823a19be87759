import { expect, type Locator, type Page } from '@playwright/test';

/** Messages (/dashboard/messages): the active and archived conversation lists, and the menu's count. */
export class MessagesPage {
  constructor(readonly page: Page) {}

  /** The app menu's entry; its name carries the unread count ("Messages, 2 unread"). */
  menuLink(): Locator {
    return this.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Messages/ });
  }

  async goto() {
    await this.page.goto('/dashboard/messages');
    await expect(this.page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  }

  async openFromMenu() {
    await this.menuLink().click();
    await expect(this.page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  }

  async showArchived() {
    await this.page
      .getByRole('navigation', { name: 'Conversation lists' })
      .getByRole('link', { name: 'Archived' })
      .click();
    await expect(this.page).toHaveURL(/view=archived/);
  }

  async showActive() {
    await this.page
      .getByRole('navigation', { name: 'Conversation lists' })
      .getByRole('link', { name: 'Active' })
      .click();
    await expect(this.page).not.toHaveURL(/view=archived/);
  }

  /** A row of the list shown (active or archived), by the conversation's name. */
  conversation(name: string): Locator {
    return this.page
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  async open(name: string) {
    await this.page.getByRole('link', { name, exact: true }).click();
    await expect(this.page.getByRole('heading', { name, level: 1 })).toBeVisible();
  }
}

/** One conversation (/dashboard/messages/{chatId}). */
export class ConversationPage {
  constructor(readonly page: Page) {}

  messages(): Locator {
    return this.page.getByRole('list', { name: 'Messages' });
  }

  /** A message by its text (its sender, time and state are in the same item). */
  message(text: string): Locator {
    return this.messages().getByRole('listitem').filter({ hasText: text });
  }

  /** Writes a message and presses Enter, as a person at a keyboard does. */
  async send(text: string) {
    const box = this.page.getByRole('textbox', { name: 'Message' });
    await box.fill(text);
    await box.press('Enter');
    await expect(box).toHaveValue('');
    await expect(this.message(text)).toBeVisible();
  }

  /** What the app does when its window gets focus again: it syncs (the live channel may be quicker). */
  async refocus() {
    await this.page.evaluate(() => window.dispatchEvent(new Event('focus')));
  }
}
