import { expect, type Locator, type Page } from '@playwright/test';

export type TemplateItemInput = {
  type: string;
  title: string;
  start: string;
  end: string;
  location?: string;
};

/** /dashboard/tours/{tourId}/event-templates: templates, applying them, copying a day's events. */
export class EventTemplatesPage {
  constructor(readonly page: Page) {}

  async goto(tourId: string) {
    await this.page.goto(`/dashboard/tours/${tourId}/event-templates`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Event templates' })).toBeVisible();
  }

  section(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  template(name: string): Locator {
    return this.page.getByRole('article', { name });
  }

  async createTemplate(name: string, items: TemplateItemInput[]) {
    await this.page.getByRole('button', { name: 'New template' }).click();
    const form = this.page.getByRole('form', { name: 'New template' });
    await form.getByLabel('Template name').fill(name);
    for (const [index, item] of items.entries()) {
      if (index > 0) await form.getByRole('button', { name: 'Add event' }).click();
      const group = form.getByRole('group', { name: `Event ${index + 1}` });
      await group.getByLabel('Type', { exact: true }).selectOption({ label: item.type });
      await group.getByLabel('Title', { exact: true }).fill(item.title);
      await group.getByLabel('Start', { exact: true }).fill(item.start);
      await group.getByLabel('End', { exact: true }).fill(item.end);
      if (item.location) await group.getByLabel('Location (optional)').fill(item.location);
    }
    await form.getByRole('button', { name: 'Create template' }).click();
    await expect(form).toBeHidden();
  }

  async applyTemplate(dayId: string, templateName: string, mode: 'Add' | 'Replace') {
    const section = this.section('Apply to a day');
    await section.getByLabel('Day', { exact: true }).selectOption(dayId);
    await section.getByLabel('Template', { exact: true }).selectOption({ label: templateName });
    const choice = mode === 'Add' ? "Add to the day's events" : "Replace the day's events";
    await section.getByRole('radio', { name: choice, exact: true }).check();
    await section.getByRole('button', { name: 'Apply template' }).click();
  }

  replaceDialog(): Locator {
    return this.page.getByRole('dialog', { name: "Replace the day's events?" });
  }

  async copyDayEvents(sourceDayId: string, targetDayId: string) {
    const section = this.section("Copy a day's events");
    await section.getByLabel('Copy from').selectOption(sourceDayId);
    await section.getByLabel('Copy to').selectOption(targetDayId);
    await section.getByRole('button', { name: 'Copy events' }).click();
  }
}
