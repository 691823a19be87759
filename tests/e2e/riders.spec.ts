import { expect, test } from '@playwright/test';
import { PwaApp } from './pages/pwa-app';
import { RiderPage } from './pages/rider-page';
import { SyncHeader } from './pages/sync-header';
import { createDashboardUser } from './support/accounts';
import { expectAccessible } from './support/axe';
import { RoadieApi } from './support/roadie-api';
import { signIn } from './support/sign-in';

type RiderDetail = { items: { label: string; quantity: number | null }[] };

test('a manager builds a rider, previews the whole document, and edits a line offline', async ({
  page,
  context,
  request,
}) => {
  // A whole rider built through its screens plus an offline stretch: a long journey.
  test.slow();
  const manager = await createDashboardUser(request, 'rider-mgr', 'Mara');
  const gail = await createDashboardUser(request, 'rider-gail', 'Gail');
  const api = await RoadieApi.signIn(request, manager.email, manager.password);
  const { tourId } = await api.createTour('Rider Run', '2027-08-01', '2027-08-02');
  await api.addPersonnel(tourId, gail.email, 'TOUR_MEMBER');
  await (await RoadieApi.signIn(request, gail.email, gail.password)).acceptInvitation(tourId);

  await signIn(page, manager);
  await page.goto(`/dashboard/tours/${tourId}`);
  await page.getByRole('navigation', { name: 'Tour' }).getByRole('link', { name: 'Riders' }).click();
  await page.getByRole('link', { name: 'New rider' }).click();
  await expectAccessible(page, 'new rider form');
  const rider = new RiderPage(page);
  await rider.create({ type: 'Headline show', name: 'Berlin rider', notes: 'Call Mara for anything.' });

  await rider.openTab('Hospitality');
  await expect(rider.lines('Hospitality')).toContainText('Still water');
  await rider.addLine('Hospitality', { label: 'Oat milk', quantity: '2' });
  await expect(page.getByText('Rider section updated').first()).toBeVisible();
  await expectAccessible(page, 'rider hospitality tab');

  await rider.openTab('Personnel');
  await rider.addTourPerson('Gail Roadie', 'Backline tech');
  await expectAccessible(page, 'rider personnel tab');

  await rider.openTab('Labor');
  await rider.addLabor('Stagehand (new type)', { quantity: '4', start: '08:00', end: '12:00' });
  await expect(rider.laborLines()).toContainText('4 × Stagehand');
  await expect(rider.laborLines()).toContainText('08:00–12:00');

  await rider.openTab('Supporting act');
  await rider.addSupportingAct('Paper Lanterns', 'Kim');
  await rider.addActPerson('Paper Lanterns', { name: 'Jo Drummer', role: 'Drums' });

  await rider.openPreview();
  for (const part of [
    'Rider Run',
    'Berlin rider',
    'Headline show',
    'Call Mara for anything.',
    'Gail Roadie',
    'Backline tech',
    'Stagehand',
    'Still water',
    'Oat milk',
    'Stage size',
    'Paper Lanterns',
    'Jo Drummer',
  ]) {
    await expect(rider.preview()).toContainText(part);
  }
  await expectAccessible(page, 'rider preview');
  // Printed for the venue: the document alone.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Rider sections' })).toBeHidden();
  await expect(page.getByRole('table', { name: 'Hospitality' })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  const riderId = rider.riderId();
  await new SyncHeader(page).expectAllSaved();
  await new PwaApp(page).waitUntilInstalled();
  await context.setOffline(true);
  await rider.openTab('Hospitality');
  await rider.editLineQuantity('Hospitality', 'Still water', '48');
  await context.setOffline(false);
  await new SyncHeader(page).expectAllSaved();
  const detail = await api.call<RiderDetail>('GET', `/riders/${riderId}`);
  expect(detail.items.find((item) => item.label === 'Still water')?.quantity).toBe(48);
  await page.reload();
  await expect(rider.lines('Hospitality')).toContainText('Still water × 48');
});

test('a crew member reads a rider and its preview but gets no editing controls', async ({
  page,
  request,
}) => {
  const manager = await createDashboardUser(request, 'rider-own', 'Owen');
  const crew = await createDashboardUser(request, 'rider-crew', 'Cleo');
  const api = await RoadieApi.signIn(request, manager.email, manager.password);
  const { tourId } = await api.createTour('Read Only Run', '2027-08-10', '2027-08-11');
  await api.addPersonnel(tourId, crew.email, 'TOUR_MEMBER');
  await (await RoadieApi.signIn(request, crew.email, crew.password)).acceptInvitation(tourId);
  const created = await api.call<{ id: string }>('POST', `/riders/tour/${tourId}`, {
    name: 'Festival rider',
    type: 'FESTIVAL',
  });

  await signIn(page, crew);
  await page.goto(`/dashboard/riders/${created.id}`);
  // The rider opens on its personnel tab.
  await expect(page).toHaveURL(new RegExp(`/dashboard/riders/${created.id}/personnel$`));
  const rider = new RiderPage(page);
  await rider.openTab('Hospitality');
  await expect(rider.lines('Hospitality')).toContainText('Drinks');
  await expect(page.getByRole('form', { name: 'New hospitality line' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit Drinks' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
  await rider.openPreview();
  await expect(rider.preview()).toContainText('Changeover');
});
