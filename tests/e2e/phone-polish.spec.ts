import { expect, type Locator, test } from '@playwright/test';
import { FilesSection } from './pages/files-section';
import { LibraryPage } from './pages/library-page';
import { RiderPage } from './pages/rider-page';
import { createDashboardUser } from './support/accounts';
import { expectAccessible } from './support/axe';
import { RoadieApi } from './support/roadie-api';
import { signIn } from './support/sign-in';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

const pdf = (title: string) => ({
  name: `${title}.pdf`,
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    `%PDF-1.4\n% ${title}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  ),
});

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

/** A file row on a phone: the whole name on the first line, its metadata on lines of their own. */
async function expectRoomyRow(row: Locator, name: string) {
  const nameLine = row.getByText(name, { exact: true });
  const [rowBox, nameBox] = [await box(row), await box(nameLine)];
  expect(nameBox.width, 'the name takes the width of the row').toBeGreaterThan(rowBox.width * 0.8);
  // Not cut off: the text fits its box ("Venue advan…" was a truncated span).
  expect(await nameLine.evaluate((span) => span.scrollWidth <= span.clientWidth)).toBe(true);
  const lineHeight = await nameLine.evaluate((span) => Number.parseFloat(getComputedStyle(span).lineHeight));
  for (const meta of await row.locator('div.flex-col > span.text-sm').all()) {
    expect((await box(meta)).height, 'metadata on one line, not a word per line').toBeLessThan(
      lineHeight * 1.6,
    );
  }
}

test('file rows give the name the width on a phone, in the library and on the tour', async ({
  page,
  request,
}) => {
  const manager = await createDashboardUser(request, 'phone-files', 'Pia');
  const api = await RoadieApi.signIn(request, manager.email, manager.password);
  const { tourId, days } = await api.createTour('Phone Files Run', '2027-06-01', '2027-06-02');
  await api.addTourFile(tourId, pdf('Venue advance'));
  await api.addDayFile(days[0]?.id ?? '', pdf('Stage plot'));

  await signIn(page, manager);
  await page.goto('/dashboard/library');
  const library = new LibraryPage(page);
  await expect(library.file('Venue advance.pdf')).toBeVisible();
  await expectRoomyRow(library.file('Venue advance.pdf'), 'Venue advance.pdf');
  await expectRoomyRow(library.file('Stage plot.pdf'), 'Stage plot.pdf');

  await page.goto(`/dashboard/tours/${tourId}/files`);
  const files = new FilesSection(page);
  await expect(files.file('Venue advance.pdf')).toBeVisible();
  await expectRoomyRow(files.file('Venue advance.pdf'), 'Venue advance.pdf');
});

test('rider tabs show that they scroll, and the open tab is scrolled into view', async ({
  page,
  request,
}) => {
  const manager = await createDashboardUser(request, 'phone-rider', 'Rex');
  const api = await RoadieApi.signIn(request, manager.email, manager.password);
  const { tourId } = await api.createTour('Phone Rider Run', '2027-07-01', '2027-07-01');
  await signIn(page, manager);
  await page.goto(`/dashboard/tours/${tourId}/riders`);
  await page.getByRole('link', { name: 'New rider' }).click();
  const rider = new RiderPage(page);
  await rider.create({ type: 'Headline show', name: 'Phone rider', notes: 'Small screens.' });

  const tabs = page.getByRole('navigation', { name: 'Rider sections' });
  const moreRight = page.locator('[data-scroll-hint="right"]');
  const moreLeft = page.locator('[data-scroll-hint="left"]');
  await expect(moreRight).toBeVisible();
  await expect(moreLeft).toHaveCount(0);
  await expectAccessible(page, 'rider tabs on a phone, scroll hint showing');

  // The arrow scrolls the strip: now there is more on the left too.
  await moreRight.locator('button').click();
  await expect(moreLeft).toBeVisible();

  // Opening the last section (as a link from elsewhere would) shows it, not the first ones.
  await page.goto(`/dashboard/riders/${rider.riderId()}/supporting-act`);
  const active = tabs.getByRole('link', { name: 'Supporting act' });
  await expect(active).toHaveAttribute('aria-current', 'page');
  await expect(moreLeft).toBeVisible();
  await expect(moreRight).toHaveCount(0);
  const [strip, tab] = [await box(tabs), await box(active)];
  expect(tab.x).toBeGreaterThanOrEqual(strip.x);
  expect(tab.x + tab.width).toBeLessThanOrEqual(strip.x + strip.width + 1);
});

test('sign-in shows no storage toast over the header; Resources explains the offline copy', async ({
  page,
  request,
}) => {
  const user = await createDashboardUser(request, 'phone-storage', 'Sol');
  await signIn(page, user);
  await page.goto('/dashboard/resources');
  const section = page.getByRole('region', { name: 'Offline copy' });
  await expect(section).toContainText(/This browser (keeps|may clear) Roadie’s offline copy/);
  await expectAccessible(page, 'resources on a phone');
  // The old warning toast came up right after sign-in; by now it would be on screen.
  await expect(page.getByText('Offline copy may be cleared')).toHaveCount(0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  const header = await box(page.getByRole('button', { name: 'Open menu' }).locator('xpath=ancestor::header'));
  const onTop = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('header') !== null,
    { x: header.x + header.width - 24, y: header.y + header.height / 2 },
  );
  expect(onTop, 'nothing covers the header').toBe(true);

  const ask = section.getByRole('button', { name: 'Ask the browser to keep it' });
  if (await ask.isVisible()) {
    await ask.click();
    await expect(
      section
        .getByText('This browser keeps Roadie’s offline copy')
        .or(page.getByText('The browser decides by itself')),
    ).toBeVisible();
  }
});

test('a new crew member’s empty dashboard says to wait for an invitation and to complete the profile', async ({
  page,
  request,
}) => {
  const crew = await createDashboardUser(request, 'phone-crew', 'Cass');
  await signIn(page, crew);
  await expect(page.getByText('No tours yet.')).toBeVisible();
  await expect(page.getByText(/Wait for an invitation from your tour manager/)).toBeVisible();
  await page.getByRole('link', { name: 'Complete your profile' }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
});
