import { expect, test } from '@playwright/test';
import { DaysheetPage } from './pages/daysheet-page';
import { SyncHeader } from './pages/sync-header';
import { TourPage } from './pages/tour-pages';
import { tourWithAShow } from './support/roadie-api';
import { signIn } from './support/sign-in';

const CHANGES = '**/api/sync/tours/*/changes?*';

test('a tour still arriving on the device says so on its day and its own page until its last page is written', async ({
  page,
  request,
}) => {
  const { manager, api, tourId } = await tourWithAShow(request, 'arriving');
  // The show is the tour's last write: the page that brings it starts one version before the end.
  const tours = await api.call<{ tourId: string; version: number }[]>('GET', '/sync/tours');
  const lastPageFrom = (tours.find((tour) => tour.tourId === tourId)?.version ?? 0) - 1;
  expect(lastPageFrom).toBeGreaterThan(0);
  // A first sync of several pages, as a big tour's is: pages of one version each (the server's
  // smallest), and the last one held back until the test lets it through.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(CHANGES, async (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('limit', '1');
    if (Number(url.searchParams.get('since')) >= lastPageFrom) await held;
    await route.continue({ url: url.toString() });
  });

  await signIn(page, manager);
  const daysheet = new DaysheetPage(page);
  const header = new SyncHeader(page);
  await daysheet.goto(tourId, '2027-06-10');
  await expect(daysheet.arrivingNotice()).toBeVisible();
  await expect(daysheet.event('Headline set')).toHaveCount(0);
  await header.expectText('Syncing…');

  // The tour's own page too: its day list may be short of the tour's days, or of their tags.
  await page.getByRole('link', { name: 'arriving tour', exact: true }).click();
  const tourPage = new TourPage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'arriving tour' })).toBeVisible();
  await expect(tourPage.arrivingNotice()).toContainText('more of it may appear below');

  release();
  await expect(tourPage.arrivingNotice()).toHaveCount(0);
  await header.expectAllSaved();
  await tourPage.openDay('2027-06-10');
  await expect(daysheet.event('Headline set')).toBeVisible();
  await expect(daysheet.arrivingNotice()).toHaveCount(0);
});

test('a day not on the device yet while its tour is still arriving is not "not found", even cut off', async ({
  page,
  context,
  request,
}) => {
  const { manager, tourId } = await tourWithAShow(request, 'not-yet');
  // The first page (one version: the tour and its untouched days) arrives; then the connection
  // goes. The show day was tagged after, so it is not on the device.
  let cut = true;
  await page.route(CHANGES, async (route) => {
    const url = new URL(route.request().url());
    if (cut && Number(url.searchParams.get('since')) >= 1) return route.abort('internetdisconnected');
    url.searchParams.set('limit', '1');
    await route.continue({ url: url.toString() });
  });

  await signIn(page, manager);
  const daysheet = new DaysheetPage(page);
  await page.goto(`/dashboard/tours/${tourId}/daysheets/2027-06-10`);
  await expect(daysheet.arrivingNotice()).toContainText('this day is not on it yet');
  await expect(page.getByText('Day not found')).toHaveCount(0);

  cut = false;
  await context.setOffline(true);
  await context.setOffline(false);
  await daysheet.expectDay('2027-06-10');
  await expect(daysheet.event('Headline set')).toBeVisible();
  await expect(daysheet.arrivingNotice()).toHaveCount(0);
  await new SyncHeader(page).expectAllSaved();
});
