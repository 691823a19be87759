import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';

/** /dashboard/reports: the caller's templates and recent reports. */
export class ReportsPage {
  constructor(readonly page: Page) {}

  async openFromMenu() {
    await this.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reports' }).click();
    await expect(this.page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  }

  templates(): Locator {
    return this.page.getByRole('list', { name: 'Templates' });
  }

  reports(): Locator {
    return this.page.getByRole('list', { name: 'Reports' });
  }

  report(name: string): Locator {
    return this.reports().getByRole('listitem', { name });
  }

  /** The query keys saved in this user's query cache database (what the persister wrote). */
  savedQueryKeys(userId: string): Promise<string[]> {
    return this.page.evaluate(
      (name) =>
        new Promise<string[]>((resolve) => {
          const open = indexedDB.open(name);
          open.onerror = () => resolve([]);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('entries')) return resolve([]);
            const get = db.transaction('entries').objectStore('entries').get('query-cache');
            get.onsuccess = () => {
              db.close();
              const value = get.result?.value;
              if (typeof value !== 'string') return resolve([]);
              const client = JSON.parse(value) as { clientState: { queries: { queryKey: unknown[] }[] } };
              resolve(client.clientState.queries.map((query) => JSON.stringify(query.queryKey)));
            };
          };
        }),
      `roadie-query-cache-${userId}`,
    );
  }
}

/** /dashboard/reports/new/{id}: the builder. */
export class ReportBuilderPage {
  constructor(readonly page: Page) {}

  readonly form = () => this.page.getByRole('form', { name: 'Report' });
  readonly name = () => this.form().getByRole('textbox', { name: 'Name' });
  readonly generate = () => this.form().getByRole('button', { name: 'Generate' });
  readonly saveAsTemplate = () => this.form().getByRole('button', { name: 'Save as template' });

  async expectOpen() {
    await expect(this.page.getByRole('heading', { name: 'New report', level: 1 })).toBeVisible();
  }

  async chooseRows(rows: string) {
    await this.form().getByRole('combobox', { name: 'Rows' }).selectOption({ label: rows });
  }

  async chooseTour(tour: string) {
    await this.form().getByRole('combobox', { name: 'Tour' }).selectOption({ label: tour });
  }

  /** Ticks a column of the catalogue in one of its groups ("Events", "Production", …). */
  async pick(group: string, column: string) {
    await this.form().getByRole('group', { name: group }).getByRole('checkbox', { name: column }).check();
  }

  /** The picked columns' labels (each item's name), in the report's order. */
  pickedColumns(): Promise<string[]> {
    return this.form()
      .getByRole('list', { name: 'Columns in order' })
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''));
  }

  async moveUp(column: string) {
    await this.form()
      .getByRole('button', { name: `Move ${column} up` })
      .click();
  }

  fieldError(text: string): Locator {
    return this.form().getByText(text, { exact: true });
  }
}

/** /dashboard/reports/{id}: one report. */
export class ReportPage {
  constructor(readonly page: Page) {}

  readonly progress = () => this.page.getByRole('progressbar');
  readonly preview = () => this.page.getByRole('table', { name: 'Preview' });

  /** The preview's column headings, left to right. */
  headings(): Promise<string[]> {
    return this.preview().getByRole('columnheader').allTextContents();
  }

  /** The cells of one preview row (1 = the first row under the headings). */
  row(index: number): Promise<string[]> {
    return this.preview().getByRole('row').nth(index).getByRole('cell').allTextContents();
  }

  /** Presses a download button and returns the saved file's name and text. */
  async download(label: 'Download CSV' | 'Download PDF') {
    const started = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: label }).click();
    const download = await started;
    const path = await download.path();
    return { name: download.suggestedFilename(), text: await readFile(path, 'utf8') };
  }
}
