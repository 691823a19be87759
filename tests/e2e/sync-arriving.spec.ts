import { expect, test } from '@playwright/test';
import { DaysheetPage } from './pages/daysheet-page';
import { SyncHeader } from './pages/sync-header';
import { tourWithAShow } from './support/roadie-api';
import { signIn } from './support/sign-in';

test('a day of a tour still arriving on the device says so until the tour’s last page is written', async ({
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
  await page.route('**/api/sync/tours/*/changes?*', async (route) => {
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

  release();
  await expect(daysheet.event('Headline set')).toBeVisible();
  await expect(daysheet.arrivingNotice()).toHaveCount(0);
  await header.expectAllSaved();
});
