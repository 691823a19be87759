import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { addDays, format } from 'date-fns';
import { DashboardPage } from './pages/dashboard-page';
import { LibraryPage } from './pages/library-page';
import { LoginPage } from './pages/login-page';
import { createDashboardUser } from './support/accounts';
import { RoadieApi } from './support/roadie-api';

const pdf = (title: string) => ({
  name: `${title}.pdf`,
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    `%PDF-1.4\n% ${title}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  ),
});
const png = {
  name: 'Logo.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
};

test('the library lists tour, day and artist files; search and filters narrow it; a file opens', async ({
  page,
  request,
}) => {
  const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');
  const manager = await createDashboardUser(request, 'library', 'Lee');
  const api = await RoadieApi.signIn(request, manager.email, manager.password);
  const { tourId, artistId, days } = await api.createTour('Library Run', day(0), day(2));
  await api.addTourFile(tourId, pdf('Tour book'));
  await api.addDayFile(days[1]?.id ?? '', pdf('Stage plot'));
  const epk = pdf('EPK');
  await api.addArtistFile(artistId, epk);
  await api.addArtistFile(artistId, png);
  // Another manager's files never show up here.
  const other = await createDashboardUser(request, 'library-other', 'Oz');
  const otherApi = await RoadieApi.signIn(request, other.email, other.password);
  const otherTour = await otherApi.createTour('Other Run', day(0), day(1));
  await otherApi.addTourFile(otherTour.tourId, pdf('Not yours'));

  await new LoginPage(page).goto();
  await new LoginPage(page).signIn(manager.email, manager.password);
  await new DashboardPage(page).expectGreeting(manager.firstName);
  const library = new LibraryPage(page);
  await library.open();
  await library.choose('Sort', 'Name (A–Z)');
  await library.expectNames(['EPK.pdf', 'Logo.png', 'Stage plot.pdf', 'Tour book.pdf']);
  await expect(library.file('Stage plot.pdf')).toContainText('Library Run');
  await expect(library.file('EPK.pdf')).toContainText('Artist file · Library Run Artist');

  await library.search('plot');
  await library.expectNames(['Stage plot.pdf']);
  await library.search('');
  await library.choose('Type', 'Images');
  await library.expectNames(['Logo.png']);
  await library.choose('Type', 'All types');
  await library.choose('Tour', 'Library Run');
  await library.expectNames(['Stage plot.pdf', 'Tour book.pdf']);
  await library.choose('Tour', 'All tours');
  await library.search('nothing like this');
  await expect(page.getByText('No files match.')).toBeVisible();
  await library.search('EPK');

  // An artist file opens through a signed URL: the download carries its real bytes.
  const downloadPromise = page.waitForEvent('download');
  await library.file('EPK.pdf').getByRole('button', { name: 'Download EPK.pdf' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('EPK.pdf');
  const path = await download.path();
  expect((await readFile(path)).equals(epk.buffer)).toBe(true);
});

test('a new user’s library is empty and says where files come from', async ({ page, request }) => {
  const user = await createDashboardUser(request, 'library-empty', 'Em');
  await new LoginPage(page).goto();
  await new LoginPage(page).signIn(user.email, user.password);
  await new DashboardPage(page).expectGreeting(user.firstName);
  await new LibraryPage(page).open();
  await expect(page.getByText('No files yet.')).toBeVisible();
});
