import { expect, type Locator, type Page } from '@playwright/test';

/** A rider's screens (/dashboard/riders/…): creating one, its tabs, and the printable preview. */
export class RiderPage {
  constructor(readonly page: Page) {}

  async create(input: { type: string; name: string; notes: string }) {
    const form = this.page.getByRole('form', { name: 'New rider' });
    await form.getByRole('radio', { name: new RegExp(input.type) }).check();
    await form.getByLabel('Name').fill(input.name);
    await form.getByLabel('Notes').fill(input.notes);
    await form.getByRole('button', { name: 'Create rider' }).click();
    await expect(this.page.getByRole('heading', { name: input.name, level: 1 })).toBeVisible();
  }

  /** The rider's id, from the address of any of its screens. */
  riderId(): string {
    const id = /\/dashboard\/riders\/([0-9a-f-]{36})/.exec(this.page.url())?.[1];
    if (!id) throw new Error(`not on a rider screen: ${this.page.url()}`);
    return id;
  }

  async openTab(label: string) {
    await this.page
      .getByRole('navigation', { name: 'Rider sections' })
      .getByRole('link', { name: label })
      .click();
  }

  lines(section: string): Locator {
    return this.page.getByRole('list', { name: `${section} lines` });
  }

  async addLine(section: string, line: { label: string; quantity?: string }) {
    const form = this.page.getByRole('form', { name: `New ${section.toLowerCase()} line` });
    await form.getByLabel('Item').fill(line.label);
    if (line.quantity) await form.getByLabel('Quantity').fill(line.quantity);
    await form.getByRole('button', { name: 'Add line' }).click();
    await expect(this.lines(section)).toContainText(line.label);
  }

  async editLineQuantity(section: string, label: string, quantity: string) {
    await this.page.getByRole('button', { name: `Edit ${label}` }).click();
    const form = this.page.getByRole('form', { name: `Edit ${label}` });
    await form.getByLabel('Quantity').fill(quantity);
    await form.getByRole('button', { name: 'Save line' }).click();
    await expect(this.lines(section)).toContainText(`${label} × ${quantity}`);
  }

  async addTourPerson(name: string, role: string) {
    await this.page.getByRole('link', { name: 'Add tour person' }).click();
    const form = this.page.getByRole('form', { name: 'Add tour person' });
    await form.getByLabel('Person').selectOption({ label: name });
    await form.getByLabel('Role on this rider').fill(role);
    await form.getByRole('button', { name: 'Add to rider' }).click();
    await expect(this.page.getByRole('list', { name: 'Tour personnel on the rider' })).toContainText(name);
  }

  async addLabor(type: string, labor: { quantity: string; start: string; end: string }) {
    await this.page.getByRole('link', { name: 'Add labor' }).click();
    const form = this.page.getByRole('form', { name: 'Add labor' });
    await form.getByLabel('Labor type').selectOption({ label: type });
    await form.getByLabel('Quantity').fill(labor.quantity);
    await form.getByLabel('Start').fill(labor.start);
    await form.getByLabel('End').fill(labor.end);
    await form.getByRole('button', { name: 'Add labor line' }).click();
  }

  laborLines(): Locator {
    return this.page.getByRole('list', { name: 'Labor lines' });
  }

  async addSupportingAct(name: string, contact: string) {
    const form = this.page.getByRole('form', { name: 'New supporting act' });
    await form.getByLabel('Act name').fill(name);
    await form.getByLabel('Contact').fill(contact);
    await form.getByRole('button', { name: 'Add supporting act' }).click();
    await expect(this.page.getByRole('heading', { name, level: 3, exact: true })).toBeVisible();
  }

  async addActPerson(act: string, person: { name: string; role: string }) {
    await this.page.getByRole('link', { name: `Add a person to ${act}` }).click();
    const form = this.page.getByRole('form', { name: `New person of ${act}` });
    await form.getByLabel('Name').fill(person.name);
    await form.getByLabel('Role').fill(person.role);
    await form.getByRole('button', { name: 'Add person' }).click();
    await expect(this.page.getByRole('list', { name: `Personnel of ${act}` })).toContainText(person.name);
  }

  preview(): Locator {
    return this.page.getByRole('article', { name: 'Rider preview' });
  }

  async openPreview() {
    await this.page.getByRole('link', { name: 'Preview' }).click();
    await expect(this.preview()).toBeVisible();
  }
}
