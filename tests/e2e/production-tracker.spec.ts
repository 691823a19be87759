import { expect, type Page, test } from '@playwright/test';
import { DashboardPage } from './pages/dashboard-page';
import { PwaApp } from './pages/pwa-app';
import { SyncHeader } from './pages/sync-header';
import { createDashboardUser } from './support/accounts';
import { RoadieApi } from './support/roadie-api';
import { signIn } from './support/sign-in';

type TrackerRow = { eventId: string; loadIn: string | null; hands: number | null; advanced: boolean };

const grid = (page: Page) => page.getByRole('table', { name: 'Production tracker' });
/** The grid's body rows' show names, top to bottom. */
const shownShows = (page: Page) => grid(page).locator('tbody th[scope="row"]').allTextContents();

test('a manager edits the production tracker offline, sorts, filters and prints it; a member reads it', async ({
  page,
  context,
  request,
}) => {
  // Two people signing in and an offline stretch: a long journey, not a slow screen.
  test.slow();
  const manager = await createDashboardUser(request, 'tracker-mgr', 'Mara');
  const gail = await createDashboardUser(request, 'tracker-gail', 'Gail');
  const api = await RoadieApi.signIn(request, manager.email, manager.password);
  const { tourId, days } = await api.createTour('Tracker Run', '2027-07-01', '2027-07-02');
  const places = [
    { city: 'Hamburg', venue: 'Docks', timeZone: 'Europe/Berlin' },
    { city: 'Berlin', venue: 'Columbiahalle', timeZone: 'Europe/Berlin' },
  ];
  for (const [index, day] of days.entries()) {
    await api.call('POST', `/tour-days/${tourId}`, { date: day.date, place: places[index] });
    await api.tagDay(day.id, 'SHOW_DAY');
    await api.addEvent(day.id, {
      type: 'SHOW',
      title: `${places[index]?.city} show`,
      startAt: `${day.date}T18:00:00.000Z`,
      endAt: `${day.date}T20:00:00.000Z`,
    });
  }
  await api.addPersonnel(tourId, gail.email, 'TOUR_MEMBER');
  await (await RoadieApi.signIn(request, gail.email, gail.password)).acceptInvitation(tourId);

  await signIn(page, manager);
  await page.goto(`/dashboard/tours/${tourId}`);
  await page.getByRole('link', { name: 'Production tracker' }).click();
  await expect(page.getByRole('heading', { name: 'Production tracker' })).toBeVisible();
  expect(await shownShows(page)).toEqual(['Hamburg show', 'Berlin show']);
  await new SyncHeader(page).expectAllSaved();
  await new PwaApp(page).waitUntilInstalled();

  await context.setOffline(true);
  await expect(page.getByText('You’re offline: this is the copy on this device')).toBeVisible();
  const loadIn = page.getByRole('textbox', { name: 'Load in (Hamburg show, 2027-07-01)' });
  await loadIn.fill('25:00');
  await loadIn.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Use a 24-hour time like 19:30' })).toBeVisible();
  await loadIn.fill('08:00');
  await loadIn.press('Enter');
  const hands = page.getByRole('textbox', { name: 'Hands (Hamburg show, 2027-07-01)' });
  await hands.fill('6');
  await hands.blur();
  const advanced = page.getByRole('checkbox', { name: 'Advanced (Hamburg show, 2027-07-01)' });
  // The tick is the device's copy, read back once the write is stored: click, then wait for it.
  await advanced.click();
  await expect(advanced).toBeChecked();
  await expect(grid(page).getByText('Waiting to sync')).toHaveCount(3);
  await context.setOffline(false);
  await new SyncHeader(page).expectAllSaved();
  await expect(grid(page).getByText('Waiting to sync')).toHaveCount(0);
  const saved = await api.call<TrackerRow[]>('GET', `/production-trackers?tourId=${tourId}`);
  expect(saved).toEqual([expect.objectContaining({ loadIn: '08:00', hands: 6, advanced: true })]);

  // Sort by city, then the other way round; filter by text and by "not advanced".
  await page.getByRole('button', { name: 'City' }).click();
  expect(await shownShows(page)).toEqual(['Berlin show', 'Hamburg show']);
  await page.getByRole('button', { name: /^City/ }).click();
  expect(await shownShows(page)).toEqual(['Hamburg show', 'Berlin show']);
  await page.getByRole('searchbox', { name: 'Filter by city, venue or event' }).fill('docks');
  await expect(grid(page).locator('tbody tr')).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Filter by city, venue or event' }).fill('');
  await page.getByRole('checkbox', { name: 'Not advanced' }).check();
  expect(await shownShows(page)).toEqual(['Berlin show']);
  await page.getByRole('checkbox', { name: 'Not advanced' }).uncheck();

  // Print: the browser's dialog is asked for, and the paper view is the plain table alone.
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.getByRole('button', { name: 'Print' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  await page.emulateMedia({ media: 'print' });
  await expect(grid(page)).toBeHidden();
  const paper = page.getByTestId('tracker-print');
  await expect(paper).toBeVisible();
  await expect(paper).toContainText('Docks');
  await expect(paper).toContainText('08:00');
  await page.emulateMedia({ media: 'screen' });
  await new DashboardPage(page).logOut();

  await signIn(page, gail);
  await page.goto(`/dashboard/tours/${tourId}/production-tracker`);
  await expect(page.getByText('Read only: managers edit it.')).toBeVisible();
  await expect(grid(page)).toContainText('08:00');
  await expect(grid(page).getByRole('textbox')).toHaveCount(0);
  await expect(grid(page).getByRole('checkbox')).toHaveCount(0);
});
