import { expect, type Route, test } from '@playwright/test';
import { DaysheetPage } from './pages/daysheet-page';
import { PwaApp } from './pages/pwa-app';
import { SyncHeader } from './pages/sync-header';
import { TourPage } from './pages/tour-pages';
import { tourWithAShow } from './support/roadie-api';
import { signIn } from './support/sign-in';

const POISONED = 'Poisoned soundcheck note';

/** A server that fails (500) on every push carrying the poisoned note; every other push reaches it. */
class PoisonedServer {
  failures = 0;

  async handle(route: Route) {
    if (route.request().postData()?.includes(POISONED)) {
      this.failures += 1;
      await route.fulfill({
        status: 500,
        json: { error: { code: 'internal_error', message: 'Unknown error' } },
      });
      return;
    }
    await route.continue();
  }
}

test('an edit the server keeps failing on is shown as failed with Retry and Discard; the edits behind it sync', async ({
  page,
  context,
  request,
}) => {
  const { manager, api, tourId } = await tourWithAShow(request, 'isolated');
  const server = new PoisonedServer();
  await page.route('**/api/sync/push', (route) => server.handle(route));
  await signIn(page, manager);
  const tourPage = new TourPage(page);
  const daysheet = new DaysheetPage(page);
  const header = new SyncHeader(page);
  await tourPage.goto(tourId, 'isolated tour');
  await tourPage.openDay('2027-06-10');
  await header.expectAllSaved();

  // Three notes queued offline go out as one batch, the poisoned one in the middle.
  await new PwaApp(page).waitUntilInstalled();
  await context.setOffline(true);
  await daysheet.addNote('Bus call 09:00');
  await daysheet.addNote(POISONED);
  await daysheet.addNote('Catering for 12');
  await header.expectText('3 changes waiting');
  await context.setOffline(false);

  const failed = header.failedButton();
  await expect(failed).toHaveText('1 change failed');
  const serverNotes = async () => (await api.notes(tourId)).map((note) => note.text).sort();
  await expect.poll(serverNotes).toEqual(['Bus call 09:00', 'Catering for 12']);
  await expect(daysheet.note('Catering for 12')).not.toContainText('Waiting to sync');
  await expect(daysheet.note(POISONED)).toContainText('Waiting to sync');

  // A later edit syncs while the failed one waits for the user.
  await daysheet.addNote('Doors 19:00');
  await expect.poll(serverNotes).toEqual(['Bus call 09:00', 'Catering for 12', 'Doors 19:00']);
  await expect(failed).toHaveText('1 change failed');

  await failed.click();
  const panel = header.failedPanel();
  await expect(panel).toContainText(`New note: “${POISONED}”`);
  await expect(panel).toContainText('The server could not apply this change');
  // Retry while the server still fails on it: it is isolated and failed again, nothing else held.
  const failuresBefore = server.failures;
  await panel.getByRole('button', { name: `Retry: New note: “${POISONED}”` }).click();
  await expect.poll(() => server.failures).toBeGreaterThan(failuresBefore);
  await expect(failed).toHaveText('1 change failed');
  await panel.getByRole('button', { name: `Discard: New note: “${POISONED}”` }).click();
  await page
    .getByRole('dialog', { name: 'Discard this change?' })
    .getByRole('button', { name: 'Discard change' })
    .click();

  await header.expectAllSaved();
  await expect(daysheet.note(POISONED)).toHaveCount(0);
  expect(await serverNotes()).toEqual(['Bus call 09:00', 'Catering for 12', 'Doors 19:00']);
});
