import { test as base, expect } from '@playwright/test';
import { DaysheetPage } from './pages/daysheet-page';
import { PwaApp } from './pages/pwa-app';
import { SyncHeader } from './pages/sync-header';
import { ReleaseProxy } from './support/release-proxy';
import { tourWithAShow } from './support/roadie-api';
import { signIn } from './support/sign-in';

/** The app is reached through a proxy that can serve the next release's service worker. */
const test = base.extend<{ releaseProxy: ReleaseProxy }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  releaseProxy: async ({}, use, testInfo) => {
    const proxy = await ReleaseProxy.start(String(testInfo.project.use.baseURL));
    await use(proxy);
    await proxy.stop();
  },
  baseURL: async ({ releaseProxy }, use) => {
    await use(releaseProxy.url);
  },
});

const NEXT_INDEX_REVISION = 'next-release-index';

/**
 * The next release as the service worker sees it: index.html has a new revision and robots.txt is
 * no longer part of the app. Throws if the built worker no longer has the manifest this expects.
 */
function nextRelease(script: string): string {
  const robots = /\{"revision":"[0-9a-f]+","url":"robots\.txt"\},?/;
  const index = /("revision":")[0-9a-f]+(","url":"index\.html")/;
  if (!robots.test(script) || !index.test(script))
    throw new Error('sw.js has no precache manifest to change');
  return script.replace(robots, '').replace(index, `$1${NEXT_INDEX_REVISION}$2`);
}

type Marked = Window & { beforeUpdate?: boolean };

test('a new release waits for the user’s Reload, held back while changes are unsent, then replaces the old files', async ({
  page,
  context,
  request,
  releaseProxy,
}) => {
  const { manager, api, tourId } = await tourWithAShow(request, 'pwa-update');
  await signIn(page, manager);
  const daysheet = new DaysheetPage(page);
  const header = new SyncHeader(page);
  const pwa = new PwaApp(page);
  await daysheet.goto(tourId, '2027-06-10');
  await header.expectAllSaved();
  await pwa.waitUntilInstalled();
  const oldFiles = await pwa.cachedPaths();
  expect(oldFiles.some((path) => path.startsWith('/robots.txt?__WB_REVISION__='))).toBe(true);
  const oldIndex = oldFiles.find((path) => path.startsWith('/index.html?__WB_REVISION__='));
  expect(oldIndex).toBeDefined();
  const outdatedCache = await pwa.plantOutdatedPrecache();

  // Deploy, then open the app again: the browser's update check finds the new worker.
  releaseProxy.release(nextRelease);
  await page.reload();
  await daysheet.expectDay('2027-06-10');
  await expect(pwa.updateToast()).toContainText('Reload to start using it.');
  await expect(pwa.updateReloadButton()).toBeEnabled();
  expect(await pwa.hasWaitingWorker()).toBe(true);
  await page.evaluate(() => {
    (window as Marked).beforeUpdate = true;
  });

  // A change waiting for the network holds the reload back.
  await context.setOffline(true);
  await daysheet.addNote('Update after the show');
  await header.expectText('1 change waiting');
  await expect(pwa.updateToast()).toContainText('Reload when your changes have finished syncing.');
  await expect(pwa.updateReloadButton()).toBeDisabled();

  await context.setOffline(false);
  await header.expectAllSaved();
  await expect(pwa.updateToast()).toContainText('Reload to start using it.');
  await expect(pwa.updateReloadButton()).toBeEnabled();

  // Half-typed input holds it back too, until it is saved or cleared.
  const newNote = page.getByRole('form', { name: 'New note' }).getByRole('textbox');
  await newNote.fill('Half a thought');
  await expect(pwa.updateToast()).toContainText('Save or cancel the open form to reload.');
  await expect(pwa.updateReloadButton()).toBeDisabled();
  await newNote.fill('');
  await expect(pwa.updateToast()).toContainText('Reload to start using it.');
  await expect(pwa.updateReloadButton()).toBeEnabled();
  // Nothing reloaded by itself: the page is still the one marked above, the new worker still waits.
  expect(await page.evaluate(() => (window as Marked).beforeUpdate)).toBe(true);
  expect(await pwa.hasWaitingWorker()).toBe(true);
  expect((await api.notes(tourId)).map((note) => note.text)).toEqual(['Update after the show']);

  const reloaded = page.waitForEvent('load', { timeout: 15_000 });
  await pwa.updateReloadButton().click();
  await reloaded;
  await daysheet.expectDay('2027-06-10');
  expect(await page.evaluate(() => (window as Marked).beforeUpdate)).toBeUndefined();
  expect(await pwa.isControlled()).toBe(true);
  expect(await pwa.hasWaitingWorker()).toBe(false);
  await expect(pwa.updateToast()).toHaveCount(0);
  // The new worker's files replace the old ones; what left the app and older caches are gone.
  await expect
    .poll(async () => {
      const files = await pwa.cachedPaths();
      return {
        newIndex: files.includes(`/index.html?__WB_REVISION__=${NEXT_INDEX_REVISION}`),
        oldIndex: files.includes(oldIndex ?? ''),
        robots: files.some((path) => path.startsWith('/robots.txt')),
        outdatedCache: (await pwa.cacheNames()).includes(outdatedCache),
      };
    })
    .toEqual({ newIndex: true, oldIndex: false, robots: false, outdatedCache: false });
  await expect(daysheet.note('Update after the show')).toBeVisible();
});
