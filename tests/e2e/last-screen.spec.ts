import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DashboardPage } from './pages/dashboard-page';
import { DaysheetPage } from './pages/daysheet-page';
import { LoginPage } from './pages/login-page';
import { PwaApp } from './pages/pwa-app';
import { SyncHeader } from './pages/sync-header';
import { DEMO_MANAGER } from './support/accounts';
import { RoadieApi } from './support/roadie-api';
import { signIn } from './support/sign-in';

const MANAGER = { ...DEMO_MANAGER, firstName: 'Morgan' } as const;
const CREW = { email: 'crew@roadie.example', password: DEMO_MANAGER.password, firstName: 'Casey' } as const;
const MANAGER_ONLY_EVENT = 'Hair and make-up';

type Seen = {
  copy: boolean;
  /** The page was still being parsed when the copy was painted: before any module script ran. */
  copyWhileParsing: boolean;
  /** The page wore the dark theme when the copy was first painted. */
  copyDark: boolean;
  live: boolean;
  copyHidden: boolean;
  copyStatus: string;
  copyDialogs: number;
  order: string[];
};

async function promoDay(request: APIRequestContext) {
  const api = await RoadieApi.signIn(request, DEMO_MANAGER.email, DEMO_MANAGER.password);
  const tours = await api.call<{ tours: { id: string; name: string }[] }>('GET', '/tours');
  const tourId = tours.tours.find((tour) => tour.name === 'Northern Lights Tour')?.id ?? '';
  const date = (await api.days(tourId)).find((day) => day.tag === 'PROMO_DAY')?.date ?? '';
  expect(date).not.toBe('');
  return { tourId, date };
}

const dayHeading = (date: string) => `h1 time[datetime="${date}"]`;

const screenCopyKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('roadie-screen:')));

/** How many copies of `path` the device holds (one per user who saw it). */
const copiesOf = async (page: Page, path: string) =>
  (await screenCopyKeys(page)).filter((key) => key.endsWith(`:${path}`)).length;

const daysheetPath = (tourId: string, date: string) => `/dashboard/tours/${tourId}/daysheets/${date}`;

/**
 * From the next document on, records what #root held whenever `marker` was in it: the copy
 * (inert) or the live screen, in the order they came.
 */
async function recordRoot(page: Page, marker: string) {
  await page.addInitScript((selector) => {
    const seen: Seen = {
      copy: false,
      copyWhileParsing: false,
      copyDark: false,
      live: false,
      copyHidden: false,
      copyStatus: '',
      copyDialogs: 0,
      order: [],
    };
    Object.assign(window, { seenRoot: seen });
    new MutationObserver(() => {
      const root = document.getElementById('root');
      if (!root?.querySelector(selector)) return;
      const kind = root.inert ? 'copy' : 'live';
      if (seen.order.at(-1) !== kind) seen.order.push(kind);
      if (kind === 'live') {
        seen.live = true;
        return;
      }
      if (!seen.copy) {
        seen.copyWhileParsing = document.readyState === 'loading';
        seen.copyDark = document.documentElement.classList.contains('dark');
      }
      seen.copy = true;
      seen.copyHidden = root.getAttribute('aria-hidden') === 'true';
      seen.copyStatus = root.querySelector('[aria-label="Sync status"]')?.textContent ?? '';
      seen.copyDialogs = root.querySelectorAll('dialog').length;
    }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  }, marker);
}

/** The manager opens the promo day (with its manager-only event) and its copy is kept. */
async function managerKeepsPromoDay(page: Page, request: APIRequestContext) {
  const { tourId, date } = await promoDay(request);
  const daysheet = new DaysheetPage(page);
  await signIn(page, MANAGER);
  await daysheet.goto(tourId, date);
  await expect(daysheet.event(MANAGER_ONLY_EVENT)).toBeVisible();
  await expect.poll(() => copiesOf(page, daysheetPath(tourId, date))).toBe(1);
  return { tourId, date, daysheet };
}

const seenRoot = (page: Page) => page.evaluate(() => (window as unknown as { seenRoot: Seen }).seenRoot);

test('a reopened daysheet is painted from its last copy, then the live day takes its place', async ({
  page,
  request,
}) => {
  const { date, daysheet } = await managerKeepsPromoDay(page, request);
  // Left with a dialog open: the copy is of the screen, not of the dialog.
  await page.getByRole('button', { name: 'Remove account' }).click();
  await expect(page.getByRole('dialog', { name: 'Remove your account?' })).toBeVisible();
  await recordRoot(page, dayHeading(date));
  await page.reload();
  await daysheet.expectDay(date);
  await expect(daysheet.event(MANAGER_ONLY_EVENT)).toBeVisible();

  const seen = await seenRoot(page);
  expect(seen.order).toEqual(['copy', 'live']);
  // Painted by the script that runs before the entry: the entry is a module script, and those
  // only run once the whole page has been parsed.
  expect(seen.copyWhileParsing).toBe(true);
  // A picture: nothing in it can be pressed, and assistive technologies never read it.
  expect(seen.copyHidden).toBe(true);
  // The header's sync state is never a picture of an old one, nor is a dialog left open.
  expect(seen.copyStatus).toBe('');
  expect(seen.copyDialogs).toBe(0);
  // Once the live day is in, the copy is gone: one heading, one tree, nothing inert.
  expect(await page.locator(`h1 time[datetime="${date}"]`).count()).toBe(1);
  expect(
    await page
      .locator('#root')
      .evaluate((root: HTMLElement) => root.inert || root.hasAttribute('aria-hidden')),
  ).toBe(false);
  // The script that painted the copy, run again once the app is live, leaves the app alone.
  const reruns = await page.evaluate(async () => {
    const scripts = [...document.querySelectorAll<HTMLScriptElement>('script:not([type])[src]')];
    for (const script of scripts) await import(script.src);
    return scripts.length;
  });
  expect(reruns).toBe(1);
  expect(await page.locator('#root').evaluate((root: HTMLElement) => root.inert)).toBe(false);
  await daysheet.expand(MANAGER_ONLY_EVENT);
});

test('a screen’s copy is its user’s only, and leaves the device with the session', async ({
  page,
  request,
}) => {
  const { tourId, date, daysheet } = await managerKeepsPromoDay(page, request);
  // Someone else signs in on this device with the manager's copy still on it.
  await recordRoot(page, dayHeading(date));
  await signIn(page, CREW);
  await daysheet.goto(tourId, date);
  await expect(daysheet.event('Radio session and interview')).toBeVisible();
  await expect(page.getByText(MANAGER_ONLY_EVENT)).toHaveCount(0);
  const seen = await seenRoot(page);
  expect(seen.copy).toBe(false);
  expect(seen.live).toBe(true);
  await expect.poll(() => copiesOf(page, daysheetPath(tourId, date))).toBe(2);

  await new DashboardPage(page).logOut();
  await expect(page).toHaveURL(/\/login$/);
  expect(await screenCopyKeys(page)).toEqual([]);
});

test('the app’s start address opens offline from its copy, and the header never shows an old state', async ({
  page,
  context,
}) => {
  await signIn(page, MANAGER);
  const dashboard = new DashboardPage(page);
  await expect(page.getByRole('link', { name: 'Northern Lights Tour' }).first()).toBeVisible();
  await expect.poll(() => copiesOf(page, '/dashboard')).toBe(1);
  await new PwaApp(page).waitUntilInstalled();

  await recordRoot(page, 'a[href^="/dashboard/tours/"]');
  // A dark-theme user: the copy comes up dark, never as a light flash before the app's own code.
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await context.setOffline(true);
  await page.reload();
  await dashboard.expectGreeting(MANAGER.firstName);
  await new SyncHeader(page).expectText('Offline');
  await expect(page.getByRole('link', { name: 'Northern Lights Tour' }).first()).toBeVisible();
  const seen = await seenRoot(page);
  expect(seen.order).toEqual(['copy', 'live']);
  expect(seen.copyWhileParsing).toBe(true);
  expect(seen.copyDark).toBe(true);
  expect(seen.copyStatus).toBe('');
});

test('a copy painted for a session the app does not accept is taken away, and sign-in works', async ({
  page,
  request,
}) => {
  const { tourId, date } = await managerKeepsPromoDay(page, request);
  // The token still names the manager, but the stored entry is damaged: the script before the entry
  // (which only decodes the token) paints the copy; the app reads the entry as signed out. Damaged
  // from a page that does not run the app: a running app would see it first and go to /login.
  await page.goto('/api/healthcheck');
  await page.evaluate(() => {
    const auth = JSON.parse(localStorage.getItem('auth') ?? '{}') as { authToken: string };
    localStorage.setItem('auth', JSON.stringify({ authToken: auth.authToken, refreshToken: 42 }));
  });
  await recordRoot(page, dayHeading(date));
  await page.goto(daysheetPath(tourId, date));
  await expect(page).toHaveURL(/\/login/);
  expect((await seenRoot(page)).copy).toBe(true);
  await expect(page.locator(dayHeading(date))).toHaveCount(0);
  // Not a picture any more: the sign-in form can be used.
  expect(
    await page
      .locator('#root')
      .evaluate((root: HTMLElement) => root.inert || root.hasAttribute('aria-hidden')),
  ).toBe(false);
  await new LoginPage(page).signIn(MANAGER.email, MANAGER.password);
  await new DashboardPage(page).expectGreeting(MANAGER.firstName);
});
