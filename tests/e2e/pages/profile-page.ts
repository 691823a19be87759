import { expect, type Page } from '@playwright/test';

export type PassportFields = { number: string; issueDate?: string; expirationDate: string; country: string };
export type ContactFields = { name: string; relation?: string; phone: string; email?: string };

export class ProfilePage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
    await expect(this.page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  }

  async rename(firstName: string, lastName: string) {
    await this.page.getByLabel('First name').fill(firstName);
    await this.page.getByLabel('Last name').fill(lastName);
    await this.page.getByRole('button', { name: 'Save changes' }).click();
    await expect(this.page.getByText('Your profile was saved.')).toBeVisible();
  }

  async changePassword(currentPassword: string, newPassword: string) {
    await this.page.getByRole('link', { name: 'Change password' }).click();
    await expect(this.page.getByRole('heading', { name: 'Change password', level: 1 })).toBeVisible();
    await this.page.getByLabel('Current password').fill(currentPassword);
    await this.page.getByLabel('New password').fill(newPassword);
    await this.page.getByRole('button', { name: 'Change password' }).click();
  }

  sectionLink(name: 'Personal details' | 'Travelling details' | 'Emergency contacts') {
    return this.page
      .getByRole('navigation', { name: 'Profile sections' })
      .getByRole('link', { name: new RegExp(`^${name}`) });
  }

  async openSection(name: 'Personal details' | 'Travelling details' | 'Emergency contacts') {
    await this.sectionLink(name).click();
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible();
  }

  async backToProfile() {
    await this.page.getByRole('link', { name: '← Profile' }).click();
    // In two steps, so a failure says which half went wrong: the router puts the new address in
    // the history as the navigation starts, so a wrong address is a click that did not navigate,
    // and a right one without the heading is a navigation that never finished.
    await expect(this.page).toHaveURL(/\/dashboard\/profile(?:[?#].*)?$/);
    await expect(this.page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  }

  /** Fills the personal details form's fields by their labels and saves. */
  async savePersonalDetails(fields: Record<string, string>, { expectSaved = true } = {}) {
    for (const [label, value] of Object.entries(fields)) {
      const field = this.page.getByLabel(label, { exact: true });
      if ((await field.evaluate((element) => element.tagName)) === 'SELECT') await field.selectOption(value);
      else await field.fill(value);
    }
    await this.page.getByRole('button', { name: 'Save personal details' }).click();
    if (expectSaved) await expect(this.page.getByText('Personal details saved')).toBeVisible();
  }

  async addAddress(address: {
    street: string;
    city: string;
    state: string;
    postalCode: string;
    country: string;
  }) {
    await this.page.getByRole('button', { name: 'Add address' }).click();
    const form = this.page.getByRole('form', { name: 'New address' });
    await form.getByLabel('Street address').fill(address.street);
    await form.getByLabel('City').fill(address.city);
    await form.getByLabel('State').fill(address.state);
    await form.getByLabel('Postal code').fill(address.postalCode);
    await form.getByLabel('Country').selectOption({ label: address.country });
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(this.page.getByText('Address added')).toBeVisible();
  }

  async addPassport(passport: PassportFields, scan?: { name: string; mimeType: string; buffer: Buffer }) {
    await this.page.getByRole('button', { name: 'Add passport' }).click();
    const form = this.page.getByRole('form', { name: 'New passport' });
    await this.fillPassport(form, passport);
    if (scan) await form.getByLabel('Scan of the photo page (optional)').setInputFiles(scan);
    await form.getByRole('button', { name: 'Save passport' }).click();
    await expect(form).toBeHidden();
  }

  async editPassport(number: string, changes: Partial<PassportFields>) {
    await this.page.getByRole('button', { name: `Edit passport ${number}` }).click();
    const form = this.page.getByRole('form', { name: `Edit passport ${number}` });
    await this.fillPassport(form, changes);
    await form.getByRole('button', { name: 'Save passport' }).click();
    await expect(form).toBeHidden();
  }

  async deletePassport(number: string) {
    await this.page.getByRole('button', { name: `Delete passport ${number}` }).click();
    await this.page.getByRole('dialog').getByRole('button', { name: 'Delete passport' }).click();
    await expect(this.passport(number)).toBeHidden();
  }

  passport(number: string) {
    return this.page.getByRole('listitem').filter({ hasText: number });
  }

  private async fillPassport(form: ReturnType<Page['getByRole']>, passport: Partial<PassportFields>) {
    if (passport.number !== undefined) await form.getByLabel('Passport number').fill(passport.number);
    if (passport.country !== undefined)
      await form.getByLabel('Issuing country').selectOption({ label: passport.country });
    if (passport.issueDate !== undefined) await form.getByLabel('Issue date').fill(passport.issueDate);
    if (passport.expirationDate !== undefined)
      await form.getByLabel('Expiration date').fill(passport.expirationDate);
  }

  async addContact(contact: ContactFields) {
    await this.page.getByRole('button', { name: 'Add emergency contact' }).click();
    const form = this.page.getByRole('form', { name: 'New emergency contact' });
    await form.getByLabel('Name').fill(contact.name);
    if (contact.relation) await form.getByLabel('Relation').fill(contact.relation);
    await form.getByLabel('Phone').fill(contact.phone);
    if (contact.email) await form.getByLabel('E-mail').fill(contact.email);
    await form.getByRole('button', { name: 'Save contact' }).click();
    await expect(this.page.getByText('Emergency contact saved')).toBeVisible();
  }

  /** Uploads one of the personal documents ('Headshot', 'W-9', …) and waits for the toast. */
  async uploadDocument(label: string, file: { name: string; mimeType: string; buffer: Buffer }) {
    await this.page.getByLabel(`Upload ${label}`).setInputFiles(file);
    await expect(this.page.getByText('File uploaded')).toBeVisible();
  }

  /** Views a document: answers the URL of the tab it opens. */
  async viewDocument(label: string): Promise<string> {
    const popup = this.page.waitForEvent('popup');
    await this.page.getByRole('button', { name: `View ${label}` }).click();
    const tab = await popup;
    await tab.waitForLoadState();
    const url = tab.url();
    await tab.close();
    return url;
  }
}
