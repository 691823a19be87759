import { expect, type Locator, type Page } from '@playwright/test';

/** A hotel stay's rooming list and its editor (/dashboard/tours/{tourId}/accommodation/{eventId}[/edit]). */
export class RoomingPage {
  constructor(readonly page: Page) {}

  table(): Locator {
    return this.page.getByRole('table');
  }

  row(roomLabel: string): Locator {
    return this.table()
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: roomLabel }) });
  }

  async addRoom(name: string, type: string) {
    const form = this.page.getByRole('form', { name: 'New room' });
    await form.getByLabel('Room number or name').fill(name);
    await form.getByLabel('Room type').selectOption({ label: type });
    await form.getByRole('button', { name: 'Add room' }).click();
    await expect(
      this.page.getByRole('list', { name: 'Rooms' }).getByRole('heading', { name: `Room ${name}` }),
    ).toBeVisible();
  }

  async putIn(roomName: string, person: string) {
    await this.page.getByLabel(`Put someone in ${roomName}`).selectOption({ label: person });
    await expect(this.guests(roomName)).toContainText(person);
  }

  guests(roomName: string): Locator {
    return this.page.getByRole('list', { name: `Guests in ${roomName}` });
  }
}
