import { type Browser, expect, type Page, test } from '@playwright/test';
import { DaysheetPage } from './pages/daysheet-page';
import { SyncHeader } from './pages/sync-header';
import { createDashboardUser } from './support/accounts';
import { RoadieApi, tourWithAShow } from './support/roadie-api';
import { type Credentials, signIn } from './support/sign-in';

const DATE = '2027-06-10';

/** One device: a browser context of its own, signed in, on the daysheet, its live channel open. */
async function device(browser: Browser, user: Credentials, tourId: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const opened = page.waitForResponse((response) => response.url().endsWith('/api/live') && response.ok());
  await signIn(page, user);
  await new DaysheetPage(page).goto(tourId, DATE);
  await opened;
  await new SyncHeader(page).expectAllSaved();
  return page;
}

test('an edit on one device shows on another device’s open daysheet within 2 seconds', async ({
  browser,
  request,
}) => {
  const { manager, api, tourId } = await tourWithAShow(request, 'live');
  const crew = await createDashboardUser(request, 'live-crew', 'Casey');
  await api.addPersonnel(tourId, crew.email, 'TOUR_MEMBER');
  await (await RoadieApi.signIn(request, crew.email, crew.password)).acceptInvitation(tourId);

  const phone = new DaysheetPage(await device(browser, manager, tourId));
  const laptop = new DaysheetPage(await device(browser, crew, tourId));
  await expect(laptop.event('Headline set')).toBeVisible();

  // Nothing but the server's poke makes the crew's device pull within 2 s: its own pull is every 60 s.
  await phone.renameEvent('Headline set', 'Headline set (moved up)');
  await expect(laptop.event('Headline set (moved up)')).toBeVisible({ timeout: 2000 });
  await expect(laptop.event('Headline set')).toHaveCount(0);

  await phone.addNote('Soundcheck moved to 16:00');
  await expect(phone.note('Soundcheck moved to 16:00')).toBeVisible();
  await expect(laptop.note('Soundcheck moved to 16:00')).toBeVisible({ timeout: 2000 });

  await phone.page.context().close();
  await laptop.page.context().close();
});
