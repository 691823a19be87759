import { expect, test } from '@playwright/test';
import { addDays, format } from 'date-fns';
import { DashboardPage } from './pages/dashboard-page';
import { DaysheetPage } from './pages/daysheet-page';
import { FilesSection } from './pages/files-section';
import { LoginPage } from './pages/login-page';
import { PwaApp } from './pages/pwa-app';
import { SyncHeader } from './pages/sync-header';
import { createDashboardUser } from './support/accounts';
import { RoadieApi } from './support/roadie-api';

const pdf = (title: string) => ({
  name: `${title}.pdf`,
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    `%PDF-1.4\n% ${title}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  ),
});

test('files of the coming days are kept on the device; any file can be saved or removed; kept files open offline', async ({
  page,
  context,
  request,
}) => {
  // Dates relative to the device's today: the automatic cache keeps the days just ahead.
  const today = format(new Date(), 'yyyy-MM-dd');
  const later = format(addDays(new Date(), 5), 'yyyy-MM-dd');
  const manager = await createDashboardUser(request, 'files-road', 'Fran');
  const api = await RoadieApi.signIn(request, manager.email, manager.password);
  const { tourId, days } = await api.createTour(
    'files-road tour',
    today,
    format(addDays(new Date(), 6), 'yyyy-MM-dd'),
  );
  const laterDay = days.find((day) => day.date === later);
  if (!laterDay) throw new Error('the tour has no day five days ahead');
  const advance = pdf('Venue advance');
  await api.addDayFile(laterDay.id, advance);

  await new LoginPage(page).goto();
  await new LoginPage(page).signIn(manager.email, manager.password);
  await new DashboardPage(page).expectGreeting(manager.firstName);
  const daysheet = new DaysheetPage(page);
  const files = new FilesSection(page);
  const stagePlot = pdf('Stage plot');

  // Today's file, uploaded from the daysheet: it is kept on the device without anyone asking.
  await daysheet.goto(tourId, today);
  await files.upload('Upload a file to this day', stagePlot);
  await expect(files.file('Stage plot.pdf')).toBeVisible();
  await files.expectOnDevice('Stage plot.pdf');

  // A file five days out is not kept until the user saves it.
  await daysheet.goto(tourId, later);
  await expect(files.file('Venue advance.pdf')).toBeVisible();
  await files.expectNotOnDevice('Venue advance.pdf');
  await files.saveForOffline('Venue advance.pdf');
  await files.expectOnDevice('Venue advance.pdf');
  await new SyncHeader(page).expectAllSaved();

  await new PwaApp(page).waitUntilInstalled();
  await context.setOffline(true);
  await new SyncHeader(page).expectText('Offline');

  // Offline, both kept files open from the device with their real bytes.
  const advanceHref = (await files.openLink('Venue advance.pdf').getAttribute('href')) ?? '';
  const opened = await files.readThroughApp(advanceHref);
  expect(opened).toEqual({ status: 200, type: 'application/pdf', body: advance.buffer.toString() });
  const popupPromise = page.waitForEvent('popup');
  await files.openLink('Venue advance.pdf').click();
  const popup = await popupPromise;
  await expect.poll(() => popup.url()).toContain(advanceHref);
  await popup.close();

  await daysheet.goto(tourId, today);
  const stageHref = (await files.openLink('Stage plot.pdf').getAttribute('href')) ?? '';
  expect((await files.readThroughApp(stageHref)).body).toBe(stagePlot.buffer.toString());

  // Removing a file frees the device: offline it can no longer be opened or downloaded.
  await files.removeFromDevice('Stage plot.pdf');
  await files.expectNotOnDevice('Stage plot.pdf');
  expect((await files.readThroughApp(stageHref)).status).toBe(404);
  await expect(files.downloadButton('Stage plot.pdf')).toBeDisabled();

  // Back online the user's choice holds: once a new file of today is kept (so the automatic cache
  // has run again), the removed one is still not on the device.
  const todayId = days.find((day) => day.date === today)?.id ?? '';
  await api.addDayFile(todayId, pdf('Load-in schedule'));
  await context.setOffline(false);
  await page.reload();
  await files.expectOnDevice('Load-in schedule.pdf');
  await expect(files.downloadButton('Stage plot.pdf')).toBeEnabled();
  await files.expectNotOnDevice('Stage plot.pdf');

  // A file deleted from the tour leaves every device that kept it.
  await daysheet.goto(tourId, later);
  await page.getByRole('button', { name: 'Delete Venue advance.pdf' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete file' }).click();
  await expect(files.file('Venue advance.pdf')).toHaveCount(0);
  await expect.poll(async () => (await files.readThroughApp(advanceHref)).status).toBe(404);
});
