import { expect, test } from '@playwright/test';
import { addDays, format } from 'date-fns';
import { DashboardPage } from './pages/dashboard-page';
import { FilesSection } from './pages/files-section';
import { LoginPage } from './pages/login-page';
import { PwaApp } from './pages/pwa-app';
import { SyncHeader } from './pages/sync-header';
import { createDashboardUser } from './support/accounts';
import { RoadieApi } from './support/roadie-api';

const plot = {
  name: 'Offline plot.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n% made on a plane\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  ),
};

test('a file chosen offline waits on the device, survives a reload, and uploads once when back online', async ({
  page,
  context,
  request,
}) => {
  const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');
  const manager = await createDashboardUser(request, 'offline-upload', 'Ola');
  const crew = await createDashboardUser(request, 'offline-upload-crew', 'Cy');
  const api = await RoadieApi.signIn(request, manager.email, manager.password);
  const { tourId } = await api.createTour('Plane Run', day(0), day(2));
  await api.addPersonnel(tourId, crew.email, 'TOUR_MEMBER');
  const crewApi = await RoadieApi.signIn(request, crew.email, crew.password);
  await crewApi.acceptInvitation(tourId);

  await new LoginPage(page).goto();
  await new LoginPage(page).signIn(manager.email, manager.password);
  await new DashboardPage(page).expectGreeting(manager.firstName);
  await page.goto(`/dashboard/tours/${tourId}/files`);
  const files = new FilesSection(page);
  const header = new SyncHeader(page);
  await expect(page.getByText('No files for this tour yet.')).toBeVisible();
  await new PwaApp(page).waitUntilInstalled();

  await context.setOffline(true);
  await header.expectText('Offline');
  await page.getByLabel('Upload a tour file').setInputFiles(plot);
  await expect(page.getByText('Saved on this device. It uploads when you are back online.')).toBeVisible();
  await expect(files.file(plot.name).getByText('Waiting to upload')).toBeVisible();
  await header.expectText('Offline · 1 change waiting');

  // The bytes live in IndexedDB: a reload while offline (the app from the service worker) keeps them.
  await page.reload();
  await expect(files.file(plot.name).getByText('Waiting to upload')).toBeVisible();
  expect(await crewApi.call<unknown[]>('GET', `/tour-files?tourId=${tourId}`)).toEqual([]);

  await context.setOffline(false);
  await expect(files.file(plot.name)).toBeVisible();
  await expect(files.file(plot.name).getByText('Waiting to upload')).toHaveCount(0, { timeout: 20_000 });
  await header.expectAllSaved();

  // Exactly one file on the server, with the same bytes, and another user sees it.
  const listed = await crewApi.call<{ id: string; name: string }[]>('GET', `/tour-files?tourId=${tourId}`);
  expect(listed.map((file) => file.name)).toEqual([plot.name]);
  expect((await crewApi.fileBytes(listed[0]?.id ?? '')).equals(plot.buffer)).toBe(true);
  await expect(files.list().getByRole('listitem')).toHaveCount(1);
});
