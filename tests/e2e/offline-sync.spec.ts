import { expect, test } from '@playwright/test';
import { DashboardPage } from './pages/dashboard-page';
import { DaysheetPage } from './pages/daysheet-page';
import { PwaApp } from './pages/pwa-app';
import { SyncHeader } from './pages/sync-header';
import { TourPage } from './pages/tour-pages';
import { createDashboardUser } from './support/accounts';
import { RoadieApi, tourWithAShow } from './support/roadie-api';
import { signIn } from './support/sign-in';

test('edits made offline wait on the device and reach the server exactly once when back online', async ({
  page,
  context,
  request,
}) => {
  const { manager, api, tourId, event } = await tourWithAShow(request, 'offline-edit');
  await signIn(page, manager);
  const tourPage = new TourPage(page);
  const daysheet = new DaysheetPage(page);
  const header = new SyncHeader(page);
  // Both screens once online: until the service worker precaches the app, a screen never opened
  // before has no code on the device.
  await tourPage.goto(tourId, 'offline-edit tour');
  await tourPage.openDay('2027-06-10');
  await expect(daysheet.event('Headline set')).toBeVisible();
  await header.expectAllSaved();

  await new PwaApp(page).waitUntilInstalled();
  await context.setOffline(true);
  await header.expectText('Offline');
  await daysheet.addNote('Rigging call moved to 14:00');
  await expect(daysheet.note('Rigging call moved to 14:00')).toContainText('Waiting to sync');
  await daysheet.renameEvent('Headline set', 'Headline set (extended)');
  await expect(daysheet.event('Headline set (extended)')).toContainText('Waiting to sync');
  await header.expectText('2 changes waiting');

  // Still offline, the app moves between screens on the device's copy.
  await page.getByRole('link', { name: 'offline-edit tour' }).click();
  await expect(tourPage.days()).toHaveCount(3);
  await tourPage.openDay('2027-06-10');
  await expect(daysheet.event('Headline set (extended)')).toBeVisible();
  await expect(daysheet.note('Rigging call moved to 14:00')).toBeVisible();
  await header.expectText('2 changes waiting');

  await context.setOffline(false);
  await header.expectAllSaved();
  await expect(daysheet.note('Rigging call moved to 14:00')).not.toContainText('Waiting to sync');
  expect((await api.event(event.id)).title).toBe('Headline set (extended)');
  const notes = await api.notes(tourId);
  expect(notes.filter((note) => note.text === 'Rigging call moved to 14:00')).toHaveLength(1);
  expect(notes).toHaveLength(1);
});

test('day lists and daysheets pick up other people’s edits every 60 seconds, and never ask while offline', async ({
  page,
  context,
  request,
}) => {
  const { manager, api, tourId, days } = await tourWithAShow(request, 'refresh');
  const colleague = await createDashboardUser(request, 'refresh-colleague', 'Kit');
  await api.addPersonnel(tourId, colleague.email, 'TOUR_MANAGER');
  const other = await RoadieApi.signIn(request, colleague.email, colleague.password);
  await other.acceptInvitation(tourId);
  const secondDay = days[1];
  if (!secondDay) throw new Error('the tour has three days');

  await page.clock.install();
  await signIn(page, manager);
  const tourPage = new TourPage(page);
  await tourPage.goto(tourId, 'refresh tour');
  await new SyncHeader(page).expectAllSaved();
  await expect(tourPage.day(secondDay.date)).toContainText('No day tag');

  await other.tagDay(secondDay.id, 'OFF_DAY');
  await page.clock.fastForward(60_000);
  await expect(tourPage.day(secondDay.date)).toContainText('Off day');

  await tourPage.openDay(secondDay.date);
  const daysheet = new DaysheetPage(page);
  await expect(page.getByText('No events on this day.')).toBeVisible();
  await other.addEvent(secondDay.id, {
    type: 'TRAVEL',
    title: 'Ferry to the island',
    startAt: '2027-06-11T09:00:00Z',
    endAt: '2027-06-11T11:00:00Z',
  });
  await page.clock.fastForward(60_000);
  await expect(daysheet.event('Ferry to the island')).toBeVisible();

  await new PwaApp(page).waitUntilInstalled();
  await context.setOffline(true);
  await new SyncHeader(page).expectText('Offline');
  const apiRequests: string[] = [];
  const countApi = (request: { url(): string }) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiRequests.push(request.url());
  };
  page.on('request', countApi);
  await other.addEvent(secondDay.id, {
    type: 'SCHEDULE_ITEM',
    title: 'Island walk',
    startAt: '2027-06-11T14:00:00Z',
    endAt: '2027-06-11T16:00:00Z',
  });
  await page.clock.fastForward(60_000);
  await page.clock.fastForward(60_000);
  await expect(daysheet.event('Ferry to the island')).toBeVisible();
  await expect(daysheet.event('Island walk')).toHaveCount(0);
  page.off('request', countApi);
  expect(apiRequests).toEqual([]);

  await context.setOffline(false);
  await expect(daysheet.event('Island walk')).toBeVisible();
});

test('signing out with a change not yet synced asks first, and the change syncs at the next sign-in', async ({
  page,
  context,
  request,
}) => {
  const { manager, api, tourId } = await tourWithAShow(request, 'sign-out');
  await signIn(page, manager);
  const daysheet = new DaysheetPage(page);
  await daysheet.goto(tourId, '2027-06-10');
  await expect(daysheet.event('Headline set')).toBeVisible();

  await new PwaApp(page).waitUntilInstalled();
  await context.setOffline(true);
  await daysheet.addNote('Pack the spare in-ears');
  await new SyncHeader(page).expectText('1 change waiting');

  const dashboard = new DashboardPage(page);
  await dashboard.pressLogOut();
  const dialog = page.getByRole('dialog', { name: 'Sign out with unsynced changes?' });
  await expect(dialog).toContainText(
    '1 change is not synced yet. Sign out anyway? They stay on this device and sync when you sign in again.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/daysheets\/2027-06-10$/);

  await dashboard.pressLogOut();
  await dialog.getByRole('button', { name: 'Sign out anyway' }).click();
  await dashboard.expectSignedOut();
  expect(await api.notes(tourId)).toEqual([]);

  await context.setOffline(false);
  await signIn(page, manager);
  await new SyncHeader(page).expectAllSaved();
  await expect
    .poll(async () => (await api.notes(tourId)).map((note) => note.text))
    .toEqual(['Pack the spare in-ears']);
});

test('a change the server refuses stays visible as failed until the user retries or discards it', async ({
  page,
  context,
  request,
}) => {
  const { manager, api, tourId, days } = await tourWithAShow(request, 'refused');
  await signIn(page, manager);
  const tourPage = new TourPage(page);
  const daysheet = new DaysheetPage(page);
  const header = new SyncHeader(page);
  await tourPage.goto(tourId, 'refused tour');
  await tourPage.openDay('2027-06-10');
  await header.expectAllSaved();

  await new PwaApp(page).waitUntilInstalled();
  await context.setOffline(true);
  await daysheet.addNote('Catering for 12');
  await header.expectText('1 change waiting');
  // Meanwhile someone removes the day's tag: notes need one, so the server will refuse this note.
  await api.call('DELETE', `/day-tags/${days[0]?.id}`);
  await context.setOffline(false);

  const failed = header.failedButton();
  await expect(failed).toHaveText('1 change failed');
  await failed.click();
  const panel = header.failedPanel();
  await expect(panel).toContainText('New note: “Catering for 12”');
  await expect(panel).toContainText('A day tag must be chosen before adding an event or notes');
  await expect(daysheet.note('Catering for 12')).toContainText('Waiting to sync');

  // The retry is a new send of the change: its refusal replaces the failed row (and would close a
  // dialog opened on the old one), so the next step waits for the server's answer to it.
  const retried = page.waitForResponse((response) => response.url().endsWith('/api/sync/push'));
  await panel.getByRole('button', { name: 'Retry: New note: “Catering for 12”' }).click();
  await retried;
  await expect(failed).toHaveText('1 change failed');
  await panel.getByRole('button', { name: 'Discard: New note: “Catering for 12”' }).click();
  const confirm = page.getByRole('dialog', { name: 'Discard this change?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(failed).toHaveText('1 change failed');
  await panel.getByRole('button', { name: 'Discard: New note: “Catering for 12”' }).click();
  await confirm.getByRole('button', { name: 'Discard change' }).click();

  await header.expectAllSaved();
  await expect(daysheet.note('Catering for 12')).toHaveCount(0);
  expect(await api.notes(tourId)).toEqual([]);
});

test('duplicating an event works offline and the copy reaches the server once', async ({
  page,
  context,
  request,
}) => {
  const { manager, api, tourId, event } = await tourWithAShow(request, 'duplicate');
  await signIn(page, manager);
  const tourPage = new TourPage(page);
  const daysheet = new DaysheetPage(page);
  const header = new SyncHeader(page);
  await tourPage.goto(tourId, 'duplicate tour');
  await tourPage.openDay('2027-06-10');
  await expect(daysheet.event('Headline set')).toHaveCount(1);
  await header.expectAllSaved();

  await new PwaApp(page).waitUntilInstalled();
  await context.setOffline(true);
  await header.expectText('Offline');
  await daysheet.expand('Headline set');
  await page.getByRole('button', { name: 'Duplicate Headline set' }).first().click();
  await expect(daysheet.event('Headline set')).toHaveCount(2);
  await expect(page.getByText('Event duplicated')).toBeVisible();

  await context.setOffline(false);
  await header.expectAllSaved();
  const events = await api.call<{ id: string; title: string; startAt: string; endAt: string }[]>(
    'GET',
    `/events/tour/${tourId}`,
  );
  const copies = events.filter((item) => item.title === 'Headline set');
  expect(copies).toHaveLength(2);
  const copy = copies.find((item) => item.id !== event.id);
  expect(copy).toMatchObject({ startAt: event.startAt, endAt: event.endAt });
});
