import { expect, test } from '@playwright/test';
import { format } from 'date-fns';
import { DashboardPage } from './pages/dashboard-page';
import { DaysheetPage } from './pages/daysheet-page';
import { FilesSection } from './pages/files-section';
import { LoginPage } from './pages/login-page';
import { PwaApp } from './pages/pwa-app';
import { SyncHeader } from './pages/sync-header';
import { createDashboardUser } from './support/accounts';
import { RoadieApi } from './support/roadie-api';

const BODY = `%PDF-1.4\n% ${'0123456789'.repeat(20)}\n%%EOF\n`;

test('a file kept on the device answers a Range request offline with just that slice (206)', async ({
  page,
  context,
  request,
}) => {
  const today = format(new Date(), 'yyyy-MM-dd');
  const manager = await createDashboardUser(request, 'files-range', 'Rae');
  const api = await RoadieApi.signIn(request, manager.email, manager.password);
  const { tourId, days } = await api.createTour('files-range tour', today, today);
  const day = days.find((candidate) => candidate.date === today);
  if (!day) throw new Error('the tour has today');
  await api.addDayFile(day.id, {
    name: 'Stage plot.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(BODY),
  });

  await new LoginPage(page).goto();
  await new LoginPage(page).signIn(manager.email, manager.password);
  await new DashboardPage(page).expectGreeting(manager.firstName);
  const files = new FilesSection(page);
  await new DaysheetPage(page).goto(tourId, today);
  // Today's files are kept on the device without anyone asking.
  await files.expectOnDevice('Stage plot.pdf');
  await new PwaApp(page).waitUntilInstalled();
  await context.setOffline(true);
  await new SyncHeader(page).expectText('Offline');

  const href = (await files.openLink('Stage plot.pdf').getAttribute('href')) ?? '';
  expect(href).toContain('/offline-files/');
  const slice = await page.evaluate(async (url) => {
    const response = await fetch(url, { headers: { Range: 'bytes=10-29' } });
    return {
      status: response.status,
      range: response.headers.get('Content-Range'),
      body: await response.text(),
    };
  }, href);
  expect(slice).toEqual({ status: 206, range: `bytes 10-29/${BODY.length}`, body: BODY.slice(10, 30) });
  const whole = await files.readThroughApp(href);
  expect(whole).toEqual({ status: 200, type: 'application/pdf', body: BODY });
});
