import { expect, type Page, test } from '@playwright/test';
import { DaysheetPage } from './pages/daysheet-page';
import { PwaApp } from './pages/pwa-app';
import { SyncHeader } from './pages/sync-header';
import { TourPage } from './pages/tour-pages';
import { DEMO_MANAGER } from './support/accounts';
import { type ApiEvent, type ApiTourDay, RoadieApi } from './support/roadie-api';
import { signIn } from './support/sign-in';

const MANAGER = { ...DEMO_MANAGER, firstName: 'Morgan' } as const;
const TOUR = 'Northern Lights Tour';

/** Pages and the first page's size (points) of a PDF written by Chromium. */
function pdfPages(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const pages = text.match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
  const box = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(text);
  return { pages, width: Number(box?.[1]), height: Number(box?.[2]) };
}

async function demoTour(page: Page) {
  const api = await RoadieApi.signIn(page.request, DEMO_MANAGER.email, DEMO_MANAGER.password);
  const { tours } = await api.call<{ tours: { id: string; name: string }[] }>('GET', '/tours');
  const tourId = tours.find((tour) => tour.name === TOUR)?.id ?? '';
  const schedule = await api.call<{ day: ApiTourDay; events: (ApiEvent & { type: string })[] }[]>(
    'GET',
    `/v2/events/tour/${tourId}`,
  );
  return { tourId, schedule: schedule.sort((a, b) => a.day.date.localeCompare(b.day.date)) };
}

test('a daysheet and a range of days print offline from the device, one day per page, on the chosen paper', async ({
  page,
  context,
}) => {
  const { tourId, schedule } = await demoTour(page);
  const show = schedule.find((entry) => entry.day.tag === 'SHOW_DAY');
  if (!show) throw new Error('the demo tour has a show day');
  const range = schedule.slice(0, 3);
  const [first, , third] = range;
  if (!first || !third) throw new Error('the demo tour has three days');

  await signIn(page, MANAGER);
  const daysheet = new DaysheetPage(page);
  await daysheet.goto(tourId, show.day.date);
  await new SyncHeader(page).expectAllSaved();
  await new PwaApp(page).waitUntilInstalled();
  await context.setOffline(true);
  await new SyncHeader(page).expectText('Offline');

  // One day, from the daysheet's print button.
  await daysheet
    .dayNav()
    .getByRole('link', { name: /^Print / })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Print daysheets' })).toBeVisible();
  const sheets = page.locator('[data-print-day]');
  await expect(sheets).toHaveCount(1);
  const sheet = sheets.first();
  await expect(sheet.locator(`time[datetime="${show.day.date}"]`)).toBeVisible();
  for (const event of show.events.filter((item) => item.type !== 'HOTEL_STAY'))
    await expect(sheet.getByRole('row').filter({ hasText: event.title }).first()).toBeVisible();
  const stay = show.events.find((event) => event.type === 'HOTEL_STAY');
  if (stay) await expect(sheet).toContainText(`Hotel: ${stay.title}`);

  // A range, on Letter paper: the choices live in the URL, so a reload offline gives the same book.
  await page.getByLabel('From', { exact: true }).selectOption(first.day.date);
  await page.getByLabel('To', { exact: true }).selectOption(third.day.date);
  await page.getByLabel('Paper').selectOption('Letter');
  await expect(sheets).toHaveCount(3);
  await expect(page).toHaveURL(/paper=Letter/);
  await page.reload();
  await expect(sheets).toHaveCount(3);
  for (const [index, entry] of range.entries())
    await expect(sheets.nth(index).locator(`time[datetime="${entry.day.date}"]`)).toBeVisible();

  // Printed: no navigation chrome or controls, only the days.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
  await expect(page.getByLabel('Paper')).toBeHidden();
  await expect(page.locator('aside')).toBeHidden();
  await expect(page.locator('header.sticky')).toBeHidden();
  await expect(sheets.nth(2)).toBeVisible();

  const letter = pdfPages(await page.pdf({ preferCSSPageSize: true }));
  expect(letter).toEqual({ pages: 3, width: 612, height: 792 });

  await page.emulateMedia({ media: 'screen' });
  await page.getByLabel('Paper').selectOption('A4');
  await expect(page).toHaveURL(/paper=A4/);
  // page.pdf() lays out with the emulated media: print, as the browser's own print does.
  await page.emulateMedia({ media: 'print' });
  const a4 = pdfPages(await page.pdf({ preferCSSPageSize: true }));
  expect(a4.pages).toBe(3);
  expect(Math.round(a4.width)).toBe(595);
  expect(Math.round(a4.height)).toBe(842);

  // A wrong range is refused in words, not printed.
  await page.emulateMedia({ media: 'screen' });
  await page.getByLabel('From', { exact: true }).selectOption(third.day.date);
  await page.getByLabel('To', { exact: true }).selectOption(first.day.date);
  await expect(page.getByRole('alert')).toHaveText('The first day must be on or before the last day.');
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeDisabled();
  await context.setOffline(false);
});

test.describe('in the United States', () => {
  test.use({ locale: 'en-US' });

  test('the tour page opens the tour book with the whole tour, on the paper of the locale', async ({
    page,
  }) => {
    const { tourId, schedule } = await demoTour(page);
    await signIn(page, MANAGER);
    const tourPage = new TourPage(page);
    await tourPage.goto(tourId, TOUR);
    await page.getByRole('link', { name: 'Print tour book' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Print daysheets' })).toBeVisible();
    await expect(page.getByLabel('From', { exact: true })).toHaveValue(schedule[0]?.day.date ?? '');
    await expect(page.getByLabel('To', { exact: true })).toHaveValue(schedule.at(-1)?.day.date ?? '');
    await expect(page.getByLabel('Paper')).toHaveValue('Letter');
    await expect(page.locator('[data-print-day]')).toHaveCount(schedule.length);
  });
});
