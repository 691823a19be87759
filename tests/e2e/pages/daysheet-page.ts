import { expect, type Locator, type Page } from '@playwright/test';
import { arrivingNotice } from './sync-header';

/** `end` empty or left out: a point in time (doors, curfew). */
type EventInput = { type?: string; title: string; start: string; end?: string; location?: string };

/** One day of a tour (/dashboard/tours/{tourId}/daysheets/{date}). */
export class DaysheetPage {
  constructor(readonly page: Page) {}

  async goto(tourId: string, date: string) {
    await this.page.goto(`/dashboard/tours/${tourId}/daysheets/${date}`);
    await this.expectDay(date);
  }

  /** The whole sheet: the sections below the run-of-show mount a frame after it (Notes is one). */
  async expectDay(date: string) {
    await expect(
      this.page.getByRole('heading', { level: 1 }).locator(`time[datetime="${date}"]`),
    ).toBeVisible();
    await expect(this.page.getByRole('region', { name: 'Notes' })).toBeVisible();
  }

  /** Shown while the tour's pull is between pages: more of the day may still come. */
  arrivingNotice(): Locator {
    return arrivingNotice(this.page);
  }

  events(): Locator {
    return this.page.getByRole('list', { name: 'Events' });
  }

  event(title: string): Locator {
    return this.events().getByRole('listitem', { name: title, exact: true });
  }

  /** The button on an event's line that opens and closes its details. */
  eventToggle(title: string): Locator {
    return this.event(title).getByRole('button', { name: title, exact: true });
  }

  /** Opens an event's details (type, people, phones, Edit / Duplicate / Delete), if closed. */
  async expand(title: string) {
    const toggle = this.eventToggle(title);
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }

  dayNav(): Locator {
    return this.page.getByRole('navigation', { name: 'Days' });
  }

  ownTimeToggle(): Locator {
    return this.page.getByRole('button', { name: 'Show my time' });
  }

  notes(): Locator {
    return this.page.getByRole('list', { name: 'Notes' });
  }

  note(text: string): Locator {
    return this.notes().getByRole('listitem').filter({ hasText: text });
  }

  tagSelect(): Locator {
    return this.page.getByLabel('Day tag');
  }

  addEventButton(): Locator {
    return this.page.getByRole('button', { name: 'Add event' });
  }

  eventForm(name = 'New event'): Locator {
    return this.page.getByRole('form', { name });
  }

  async fillEvent(form: Locator, input: EventInput) {
    if (input.type) await form.getByLabel('Type').selectOption({ label: input.type });
    await form.getByLabel('Title').fill(input.title);
    await form.getByLabel('Start time').fill(input.start);
    await form.getByLabel('End time').fill(input.end ?? '');
    if (input.location !== undefined) await form.getByLabel('Location').fill(input.location);
  }

  /** Types a note and presses Add note, whatever the answer (a refusal stays in the form). */
  async submitNote(text: string) {
    const form = this.page.getByRole('form', { name: 'New note' });
    await form.getByLabel('New note').fill(text);
    await form.getByRole('button', { name: 'Add note' }).click();
    return form;
  }

  async addNote(text: string) {
    const form = await this.submitNote(text);
    // Taken: the form empties itself. A next note typed before that would be wiped by the reset.
    await expect(form.getByLabel('New note')).toHaveValue('');
  }

  async editNote(text: string, newText: string) {
    await this.note(text).getByRole('button', { name: 'Edit note' }).click();
    await this.page.getByRole('textbox', { name: 'Edit note' }).fill(newText);
    await this.page.getByRole('button', { name: 'Save note' }).click();
    await expect(this.note(newText)).toBeVisible();
  }

  async deleteNote(text: string) {
    await this.note(text).getByRole('button', { name: 'Delete note' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Delete this note?' });
    await dialog.getByRole('button', { name: 'Delete note' }).click();
    await expect(this.note(text)).toHaveCount(0);
  }

  async addEvent(input: EventInput) {
    await this.addEventButton().click();
    const form = this.eventForm();
    await this.fillEvent(form, input);
    await form.getByRole('button', { name: 'Add event' }).click();
    await expect(this.event(input.title)).toBeVisible();
  }

  /** Opens the event's editor, changes what `input` gives, saves. */
  async editEvent(title: string, input: Partial<EventInput> & { title: string }) {
    await this.expand(title);
    await this.event(title)
      .getByRole('button', { name: `Edit ${title}` })
      .click();
    const form = this.eventForm(`Edit ${title}`);
    if (input.type) await form.getByLabel('Type').selectOption({ label: input.type });
    await form.getByLabel('Title').fill(input.title);
    if (input.start) await form.getByLabel('Start time').fill(input.start);
    if (input.end) await form.getByLabel('End time').fill(input.end);
    if (input.location !== undefined) await form.getByLabel('Location').fill(input.location);
    await form.getByRole('button', { name: 'Save event' }).click();
    await expect(this.event(input.title)).toBeVisible();
  }

  async deleteEvent(title: string) {
    await this.expand(title);
    await this.page.getByRole('button', { name: `Delete ${title}`, exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: `Delete ${title}?` });
    await dialog.getByRole('button', { name: 'Delete event' }).click();
    await expect(this.event(title)).toHaveCount(0);
  }

  async renameEvent(title: string, newTitle: string) {
    await this.expand(title);
    await this.event(title)
      .getByRole('button', { name: `Edit ${title}` })
      .click();
    const form = this.page.getByRole('form', { name: `Edit ${title}` });
    await form.getByLabel('Title').fill(newTitle);
    await form.getByRole('button', { name: 'Save event' }).click();
    await expect(this.event(newTitle)).toBeVisible();
  }

  toast(text: string): Locator {
    return this.page.getByRole('listitem').filter({ hasText: text });
  }
}
