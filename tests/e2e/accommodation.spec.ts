import { expect, test } from '@playwright/test';
import { DashboardPage } from './pages/dashboard-page';
import { DaysheetPage } from './pages/daysheet-page';
import { PwaApp } from './pages/pwa-app';
import { RoomingPage } from './pages/rooming-page';
import { SyncHeader } from './pages/sync-header';
import { createDashboardUser } from './support/accounts';
import { expectAccessible } from './support/axe';
import { RoadieApi } from './support/roadie-api';
import { signIn } from './support/sign-in';

test('a manager fills a hotel stay’s rooms (offline too); the crew member sees their room on the daysheet', async ({
  page,
  context,
  request,
}) => {
  // Two people signing in and an offline stretch: a long journey, not a slow screen.
  test.slow();
  const manager = await createDashboardUser(request, 'rooms-mgr', 'Mara');
  const gail = await createDashboardUser(request, 'rooms-gail', 'Gail');
  const api = await RoadieApi.signIn(request, manager.email, manager.password);
  const { tourId, days } = await api.createTour('Hotel Run', '2027-07-01', '2027-07-02');
  const dayId = days[0]?.id ?? '';
  await api.tagDay(dayId, 'SHOW_DAY');
  await api.call('POST', `/events/${dayId}`, {
    type: 'HOTEL_STAY',
    title: 'Hotel Adlon',
    startAt: '2027-07-01T21:00:00.000Z',
    endAt: '2027-07-01T22:00:00.000Z',
  });
  await api.addPersonnel(tourId, gail.email, 'TOUR_MEMBER');
  await (await RoadieApi.signIn(request, gail.email, gail.password)).acceptInvitation(tourId);

  await signIn(page, manager);
  const daysheet = new DaysheetPage(page);
  await daysheet.goto(tourId, '2027-07-01');
  await page.getByRole('link', { name: 'Rooming list for Hotel Adlon' }).click();
  await page.getByRole('link', { name: 'Edit rooms' }).click();
  const rooms = new RoomingPage(page);
  await rooms.addRoom('412', 'King');
  await expectAccessible(page, 'rooming list editor');
  await new SyncHeader(page).expectAllSaved();
  await new PwaApp(page).waitUntilInstalled();
  await context.setOffline(true);
  await rooms.putIn('412', 'Gail Roadie');
  await context.setOffline(false);
  await new SyncHeader(page).expectAllSaved();
  await page.getByRole('link', { name: 'Done' }).click();
  await expect(rooms.row('412 (King)')).toContainText('Gail Roadie');
  await expectAccessible(page, 'rooming list');
  // Printed for the front desk: the list alone, as one table.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Edit rooms' })).toBeHidden();
  await expect(page.getByRole('table')).toHaveCount(1);
  await expect(page.getByRole('table')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await new DashboardPage(page).logOut();

  await signIn(page, gail);
  await daysheet.goto(tourId, '2027-07-01');
  await expect(page.getByText('Your room: 412 (King)')).toBeVisible();
  await page.getByRole('link', { name: 'Rooming list for Hotel Adlon' }).click();
  await expect(rooms.row('412 (King)')).toContainText('Gail Roadie');
  await expect(page.getByRole('link', { name: 'Edit rooms' })).toHaveCount(0);
});
