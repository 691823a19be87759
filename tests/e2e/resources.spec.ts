import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { format } from 'date-fns';
import { DashboardPage } from './pages/dashboard-page';
import { FilesSection } from './pages/files-section';
import { LoginPage } from './pages/login-page';
import { createDashboardUser } from './support/accounts';
import { RoadieApi } from './support/roadie-api';

test('resources: the personnel CSV template, and this device’s kept files with Remove all', async ({
  page,
  request,
}) => {
  const today = format(new Date(), 'yyyy-MM-dd');
  const manager = await createDashboardUser(request, 'resources', 'Rae');
  const api = await RoadieApi.signIn(request, manager.email, manager.password);
  const { tourId, days } = await api.createTour('Resources Run', today, today);
  const buffer = Buffer.from(
    '%PDF-1.4\n% today\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );
  await api.addDayFile(days[0]?.id ?? '', { name: 'Today plot.pdf', mimeType: 'application/pdf', buffer });

  await new LoginPage(page).goto();
  await new LoginPage(page).signIn(manager.email, manager.password);
  await new DashboardPage(page).expectGreeting(manager.firstName);
  // Today's file is kept automatically once the daysheet's tour has synced.
  await page.goto(`/dashboard/tours/${tourId}/daysheets/${today}`);
  await new FilesSection(page).expectOnDevice('Today plot.pdf');

  await page.getByRole('link', { name: 'Resources', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Resources', level: 1 })).toBeVisible();
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download personnel template (CSV)' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('personnel-template.csv');
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe('email,role,role title,first name,last name');

  const kept = page.getByRole('list', { name: 'Files on this device' });
  await expect(kept.getByRole('listitem').filter({ hasText: 'Today plot.pdf' })).toContainText(
    'upcoming day',
  );
  await expect(page.getByText(/1 file kept for offline use/)).toBeVisible();
  await page.getByRole('button', { name: 'Remove all from this device' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove all' }).click();
  await expect(page.getByText(/0 files kept for offline use/)).toBeVisible();
  await expect(kept).toHaveCount(0);
});
