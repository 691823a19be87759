import { expect, type Page, test } from '@playwright/test';
import { DashboardPage } from './pages/dashboard-page';
import { DaysheetPage } from './pages/daysheet-page';
import { LoginPage } from './pages/login-page';
import { PwaApp } from './pages/pwa-app';
import { SyncHeader } from './pages/sync-header';
import { RoadieApi, tourWithAShow } from './support/roadie-api';
import { signIn } from './support/sign-in';

const DEMO_MANAGER = { email: 'manager@roadie.example', password: 'Roadie-demo-1', firstName: 'Morgan' };

test('the manifest describes an installable app and every icon is a PNG', async ({ request }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-cache');
  const manifest = JSON.parse(await response.text());
  expect(manifest).toMatchObject({
    name: 'Roadie',
    short_name: 'Roadie',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: '#0f172a',
    background_color: '#0f172a',
  });
  const icons: { src: string; sizes: string; purpose: string }[] = manifest.icons;
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
    '192x192 any',
    '192x192 maskable',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  }
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
});

test('after the first visit the service worker controls the page', async ({ page }) => {
  await new LoginPage(page).goto();
  await new PwaApp(page).expectControlled();
  await page.reload();
  expect(await new PwaApp(page).isControlled()).toBe(true);
});

test('a page that loaded past the service worker is taken over, so offline its screens still come from the device', async ({
  page,
}) => {
  const pwa = new PwaApp(page);
  await new LoginPage(page).goto();
  await pwa.expectControlled();
  // A hard reload loads the page past the worker, as a page still loading when the worker first
  // activated is: the worker's claim on activate has passed it by.
  const cdp = await page.context().newCDPSession(page);
  // CDP answers before the new document is in: wait for it, or the old page's button would do.
  await Promise.all([page.waitForEvent('framenavigated'), cdp.send('Page.reload', { ignoreCache: true })]);
  await page.waitForLoadState('load');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect.poll(() => pwa.isControlled()).toBe(true);
  await page.context().setOffline(true);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
});

test('with no network, a new tab opens a daysheet never visited, from the service worker and the mirror', async ({
  page,
  context,
  request,
}) => {
  const api = await RoadieApi.signIn(request, DEMO_MANAGER.email, DEMO_MANAGER.password);
  const { tours } = await api.call<{ tours: { id: string; name: string }[] }>('GET', '/tours');
  const tour = tours.find((candidate) => candidate.name === 'Northern Lights Tour');
  if (!tour) throw new Error('the demo manager should have the demo tour');
  const lastDay = (await api.days(tour.id)).at(-1);
  if (!lastDay) throw new Error('the demo tour has days');

  await signIn(page, DEMO_MANAGER);
  await new SyncHeader(page).expectAllSaved();
  await new PwaApp(page).expectControlled();

  await context.setOffline(true);
  const offlineTab = await context.newPage();
  const response = await offlineTab.goto(`/dashboard/tours/${tour.id}/daysheets/${lastDay.date}`);
  expect(response?.fromServiceWorker()).toBe(true);
  expect(response?.status()).toBe(200);
  expect(await new PwaApp(offlineTab).isControlled()).toBe(true);
  // The last day of the demo tour is a flight home: its daysheet comes from the device's mirror.
  const daysheet = new DaysheetPage(offlineTab);
  await expect(daysheet.event('Flight: YUL → LHR')).toBeVisible();
  await expect(offlineTab.getByText('Home. Thank you all!')).toBeVisible();
  await new SyncHeader(offlineTab).expectText('Offline');
});

test('an edit made offline survives an offline reload and reaches the server once', async ({
  page,
  context,
  request,
}) => {
  const { manager, api, tourId } = await tourWithAShow(request, 'pwa-reload');
  await signIn(page, manager);
  const daysheet = new DaysheetPage(page);
  const header = new SyncHeader(page);
  await daysheet.goto(tourId, '2027-06-10');
  await expect(daysheet.event('Headline set')).toBeVisible();
  await header.expectAllSaved();
  await new PwaApp(page).expectControlled();

  await context.setOffline(true);
  await daysheet.addNote('Bus leaves at 02:00');
  await header.expectText('1 change waiting');
  const offlineReload = await page.reload();
  expect(offlineReload?.fromServiceWorker()).toBe(true);
  // After the reload, still offline: the edit and its outbox row are still on the device.
  await expect(daysheet.note('Bus leaves at 02:00')).toContainText('Waiting to sync');
  await header.expectText('1 change waiting');
  expect(await api.notes(tourId)).toEqual([]);

  await context.setOffline(false);
  await daysheet.goto(tourId, '2027-06-10');
  await expect(daysheet.note('Bus leaves at 02:00')).toBeVisible();
  await header.expectAllSaved();
  const notes = await api.notes(tourId);
  expect(notes.filter((note) => note.text === 'Bus leaves at 02:00')).toHaveLength(1);
  expect(notes).toHaveLength(1);
});

test('a request that never answers flips the header to Offline', async ({ page, request }) => {
  const { manager, tourId } = await tourWithAShow(request, 'pwa-hang');
  await signIn(page, manager);
  const daysheet = new DaysheetPage(page);
  const header = new SyncHeader(page);
  await daysheet.goto(tourId, '2027-06-10');
  await header.expectAllSaved();

  await page.route('**/api/**', () => {
    // A captive portal that never answers.
  });
  // A focus makes the engine sync now; its request hangs until the timeout gives up on it.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(header.status()).toContainText('Offline', { timeout: 12_000 });
});

test('offline, screens keep opening after the background check of the session has given up', async ({
  page,
  context,
  request,
}) => {
  const { manager, tourId } = await tourWithAShow(request, 'pwa-guard');
  await signIn(page, manager);
  const daysheet = new DaysheetPage(page);
  await daysheet.goto(tourId, '2027-06-10');
  await new SyncHeader(page).expectAllSaved();
  await new PwaApp(page).waitUntilInstalled();

  // Opened with no network (no `offline` event tells the app), the screen re-checks the session in
  // the background; the check gives up after its retries (3 attempts in all). The next navigation
  // must still open from the device, not wait for the network and fail to the error page.
  let failedChecks = 0;
  page.on('requestfailed', (failed) => {
    if (new URL(failed.url()).pathname === '/api/users/current-user') failedChecks += 1;
  });
  await context.setOffline(true);
  await page.reload();
  await daysheet.expectDay('2027-06-10');
  await expect.poll(() => failedChecks).toBe(3);
  await page.getByRole('link', { name: /^Next day/ }).click();
  await daysheet.expectDay('2027-06-11');
  await page.getByRole('link', { name: /^Previous day/ }).click();
  await daysheet.expectDay('2027-06-10');
  await expect(daysheet.event('Headline set')).toBeVisible();
});

/** The JS files the page asked for, by chunk name (the hash dropped). */
const scriptsLoaded = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js'))
      .map((path) => path.replace(/^\/(assets\/)?/, '').replace(/-[\w-]{8}\.js$/, '')),
  );

test('a signed-out visitor never loads the signed-in start; a signed-in start is three files', async ({
  page,
  request,
}) => {
  const login = new LoginPage(page);
  await login.goto();
  await expect(login.heading()).toBeVisible();
  expect(await scriptsLoaded(page)).not.toContain('signed-in-start');

  await signIn(page, DEMO_MANAGER);
  await page.reload();
  await new DashboardPage(page).expectGreeting(DEMO_MANAGER.firstName);
  // The shell, the dashboard and the mirror come in three files (the entry, the shared one, the
  // start), not ~95; besides them the script that paints the last screen before the entry, and
  // small boot imports (the toaster, the worker's registration, the file cache…).
  const loaded = await scriptsLoaded(page);
  for (const chunk of ['paint-before-entry', 'index', 'screens-shared', 'signed-in-start'])
    expect(loaded).toContain(chunk);
  expect(loaded.length, loaded.join(', ')).toBeLessThan(13);

  // Those three are compiled while they stream, off the main thread (scripts/compile-hints-plugin.ts).
  const startFiles = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => /\/(index|screens-shared|signed-in-start)-[\w-]{8}\.js$/.test(path)),
  );
  expect(startFiles).toHaveLength(3);
  for (const path of startFiles) {
    const source = await (await request.get(path)).text();
    expect(source.startsWith('//# allFunctionsCalledOnLoad\n'), path).toBe(true);
  }
});
