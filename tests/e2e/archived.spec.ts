import { expect, type Page, test } from '@playwright/test';
import { PwaApp } from './pages/pwa-app';
import { createDashboardUser } from './support/accounts';
import { expectAccessible } from './support/axe';
import { RoadieApi } from './support/roadie-api';
import { signIn } from './support/sign-in';

const yourTours = (page: Page) => page.getByRole('list', { name: 'Your tours' });

async function openArchived(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Archived' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Archived' })).toBeVisible();
}

test('a manager finds archived tours and artists under Archived and restores them to the dashboard', async ({
  page,
  request,
}) => {
  const manager = await createDashboardUser(request, 'archived', 'Ari');
  const api = await RoadieApi.signIn(request, manager.email, manager.password);
  await api.createTour('Kept Run', '2027-03-01', '2027-03-02');
  const shelved = await api.createTour('Shelved Run', '2027-04-01', '2027-04-03');
  await api.call('PATCH', `/tours/${shelved.tourId}/archive`, { archived: true });
  const label = await api.call<{ id: string }>('POST', '/artists', { name: 'Dormant Label' });
  await api.call('PATCH', `/artists/${label.id}/archive`, { archived: true });

  await signIn(page, manager);
  await expect(yourTours(page).getByText('Kept Run')).toBeVisible();
  await expect(yourTours(page).getByText('Shelved Run')).toHaveCount(0);

  await openArchived(page);
  const tours = page.getByRole('list', { name: 'Archived tours' });
  const artists = page.getByRole('list', { name: 'Archived artists' });
  await expect(tours.getByRole('listitem')).toHaveCount(1);
  await expect(tours).toContainText('Shelved Run');
  await expect(tours).not.toContainText('Kept Run');
  await expect(artists).toContainText('Dormant Label');
  await expectAccessible(page, 'archived lists');

  await tours.getByRole('button', { name: 'Restore Shelved Run' }).click();
  await expect(page.getByText('Shelved Run was restored.')).toBeVisible();
  await expect(page.getByText('No archived tours.')).toBeVisible();
  // The restored artist stays on the list until it is restored too.
  await artists.getByRole('button', { name: 'Restore Dormant Label' }).click();
  await expect(page.getByText('Dormant Label was restored.')).toBeVisible();
  await expect(page.getByText('Nothing archived')).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(yourTours(page).getByText('Shelved Run')).toBeVisible();
  const restored = await api.call<{ archived: boolean }>('GET', `/tours/${shelved.tourId}`);
  expect(restored.archived).toBe(false);
  const artist = await api.call<{ archived: boolean }>('GET', `/artists/${label.id}`);
  expect(artist.archived).toBe(false);
});

test('a crew member sees an archived tour without Restore; offline the list says it needs a connection', async ({
  page,
  context,
  request,
}) => {
  const manager = await createDashboardUser(request, 'archived-mgr', 'Mo');
  const crew = await createDashboardUser(request, 'archived-crew', 'Cy');
  const api = await RoadieApi.signIn(request, manager.email, manager.password);
  const { tourId } = await api.createTour('Crew Archive Run', '2027-05-01', '2027-05-01');
  await api.addPersonnel(tourId, crew.email, 'TOUR_MEMBER');
  await (await RoadieApi.signIn(request, crew.email, crew.password)).acceptInvitation(tourId);
  await api.call('PATCH', `/tours/${tourId}/archive`, { archived: true });

  await signIn(page, crew);
  await new PwaApp(page).waitUntilInstalled();
  // Opened without a connection, the list says what it needs instead of spinning, and loads by
  // itself once the connection is back.
  await context.setOffline(true);
  await openArchived(page);
  await expect(page.getByRole('alert')).toContainText('Loading archived items needs the server.');
  await context.setOffline(false);
  const row = page.getByRole('list', { name: 'Archived tours' }).getByRole('listitem');
  await expect(row).toContainText('Crew Archive Run');
  await expect(row).toContainText('Only the tour’s owner or managers can restore it.');
  await expect(row.getByRole('button', { name: /Restore/ })).toHaveCount(0);
  await expect(page.getByText('No archived artists.')).toBeVisible();
});

test('with nothing archived, Archived says so', async ({ page, request }) => {
  const manager = await createDashboardUser(request, 'archived-empty', 'Em');
  await signIn(page, manager);
  await openArchived(page);
  await expect(page.getByText('Nothing archived')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Archived tours' })).toHaveCount(0);
});
