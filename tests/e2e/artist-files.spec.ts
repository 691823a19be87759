import { expect, test } from '@playwright/test';
import { addDays, format } from 'date-fns';
import { DashboardPage } from './pages/dashboard-page';
import { LoginPage } from './pages/login-page';
import { createDashboardUser } from './support/accounts';
import { RoadieApi } from './support/roadie-api';

const epk = {
  name: 'Press kit.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n% press kit\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  ),
};

test('the workspace owner uploads and deletes artist files; the tour crew sees them but cannot change them', async ({
  page,
  browser,
  request,
}) => {
  const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');
  const manager = await createDashboardUser(request, 'artist-files', 'Ari');
  const crew = await createDashboardUser(request, 'artist-files-crew', 'Cam');
  const api = await RoadieApi.signIn(request, manager.email, manager.password);
  const { tourId, artistId } = await api.createTour('Artist Files Run', day(0), day(1));
  await api.addPersonnel(tourId, crew.email, 'TOUR_MEMBER');
  await (await RoadieApi.signIn(request, crew.email, crew.password)).acceptInvitation(tourId);

  await new LoginPage(page).goto();
  await new LoginPage(page).signIn(manager.email, manager.password);
  await new DashboardPage(page).expectGreeting(manager.firstName);
  await page.goto(`/dashboard/artists/${artistId}`);
  const section = page.getByRole('region', { name: 'Artist files' });
  await expect(section.getByText('No files for this artist yet.')).toBeVisible();
  await section.getByLabel('Upload an artist file').setInputFiles(epk);
  await expect(page.getByText('File uploaded')).toBeVisible();
  const item = section.getByRole('listitem').filter({ hasText: epk.name });
  await expect(item).toBeVisible();

  const crewPage = await (await browser.newContext()).newPage();
  await new LoginPage(crewPage).goto();
  await new LoginPage(crewPage).signIn(crew.email, crew.password);
  await new DashboardPage(crewPage).expectGreeting(crew.firstName);
  await crewPage.goto(`/dashboard/artists/${artistId}`);
  const crewSection = crewPage.getByRole('region', { name: 'Artist files' });
  await expect(crewSection.getByRole('listitem').filter({ hasText: epk.name })).toBeVisible();
  await expect(crewSection.getByLabel('Upload an artist file')).toHaveCount(0);
  await expect(crewSection.getByRole('button', { name: `Delete ${epk.name}` })).toHaveCount(0);
  await crewPage.context().close();

  await item.getByRole('button', { name: `Delete ${epk.name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete file' }).click();
  await expect(section.getByText('No files for this artist yet.')).toBeVisible();
  expect(await api.call<unknown[]>('GET', `/artists/${artistId}/files`)).toEqual([]);
});
