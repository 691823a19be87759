import { expect, type Locator, type Page } from '@playwright/test';

type GuestInput = { firstName: string; lastName: string; quantity: string; delivery?: string };

/** A show's guest list on the daysheet ("Guest list · {show}"). */
export class GuestListSection {
  constructor(
    readonly page: Page,
    readonly show: string,
  ) {}

  root(): Locator {
    return this.page.getByRole('region', { name: `Guest list · ${this.show}` });
  }

  form(): Locator {
    return this.root().getByRole('form', { name: 'Request guests' });
  }

  /** The requester's form for changing their pending request, shown in place of it. */
  editForm(guest: string): Locator {
    return this.root().getByRole('form', { name: `Edit guest request for ${guest}` });
  }

  request(guest: string): Locator {
    return this.root()
      .getByRole('list', { name: `Guest requests for ${this.show}` })
      .getByRole('listitem', { name: guest });
  }

  totals(): Locator {
    return this.root().getByText(/^Requested \d+/);
  }

  async fillRequest(input: GuestInput) {
    const form = this.form();
    await form.getByLabel('First name').fill(input.firstName);
    await form.getByLabel('Last name').fill(input.lastName);
    await form.getByLabel('Quantity').fill(input.quantity);
    if (input.delivery) await form.getByLabel('Delivery method').selectOption({ label: input.delivery });
  }

  async send() {
    await this.form().getByRole('button', { name: 'Send request' }).click();
  }

  async expectStatus(guest: string, status: string) {
    await expect(this.request(guest)).toContainText(status);
  }
}
