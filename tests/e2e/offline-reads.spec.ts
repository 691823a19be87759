import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { CalendarPage } from './pages/calendar-page';
import { DashboardPage } from './pages/dashboard-page';
import { FilesSection } from './pages/files-section';
import { LibraryPage } from './pages/library-page';
import { PwaApp } from './pages/pwa-app';
import { SyncHeader } from './pages/sync-header';
import { DEMO_MANAGER } from './support/accounts';
import { RoadieApi } from './support/roadie-api';
import { signIn } from './support/sign-in';

type CalendarItem = { kind: string; title: string; type: string; tourName: string | null };
const TOUR = 'Northern Lights Tour';
const SAVED_COPY = /^Saved copy from \d{1,2}:\d{2} — offline/;

/** This month's dates in the browser's zone, as the calendar screen asks for them. */
function thisMonth(page: Page) {
  return page.evaluate(() => {
    const now = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    const last = new Date(now.getFullYear(), now.getMonth() + 1, 0).getDate();
    const month = `${now.getFullYear()}-${pad(now.getMonth() + 1)}`;
    return { from: `${month}-01`, to: `${month}-${pad(last)}`, today: `${month}-${pad(now.getDate())}` };
  });
}

/** Next month's dates in the browser's zone. */
function nextMonth(page: Page) {
  return page.evaluate(() => {
    const now = new Date();
    const first = new Date(now.getFullYear(), now.getMonth() + 1, 1);
    const pad = (value: number) => String(value).padStart(2, '0');
    const last = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate();
    const month = `${first.getFullYear()}-${pad(first.getMonth() + 1)}`;
    return { month, from: `${month}-01`, to: `${month}-${pad(last)}` };
  });
}

/** The query keys saved in this user's query cache database (what the persister wrote). */
function savedQueryKeys(page: Page, userId: string): Promise<string[]> {
  return page.evaluate(
    (name) =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open(name);
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('entries')) return resolve([]);
          const get = db.transaction('entries').objectStore('entries').get('query-cache');
          get.onsuccess = () => {
            db.close();
            const value = get.result?.value;
            if (typeof value !== 'string') return resolve([]);
            const client = JSON.parse(value) as { clientState: { queries: { queryKey: unknown[] }[] } };
            resolve(client.clientState.queries.map((query) => JSON.stringify(query.queryKey)));
          };
        };
      }),
    `roadie-query-cache-${userId}`,
  );
}

test('calendar, library, riders and profile open offline after a reload, saved copies marked as such', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const api = await RoadieApi.signIn(request, DEMO_MANAGER.email, DEMO_MANAGER.password);
  await signIn(page, DEMO_MANAGER);
  const { today } = await thisMonth(page);
  const dentist = `Dentist ${Date.now().toString(36)}`;
  const personal = await api.call<{ id: string }>('POST', '/personal-events', {
    title: dentist,
    startAt: `${today}T08:00:00.000Z`,
    endAt: `${today}T09:00:00.000Z`,
    timeZone: 'UTC',
  });
  try {
    await offlineReads(page, context, api, dentist);
  } finally {
    await api.call('DELETE', `/personal-events/${personal.id}`);
  }
});

async function offlineReads(page: Page, context: BrowserContext, api: RoadieApi, dentist: string) {
  const { from, to } = await thisMonth(page);
  const items = await api.call<CalendarItem[]>('GET', `/combined-calendar?from=${from}&to=${to}`);
  const shows = items.filter((item) => item.type === 'SHOW' && item.tourName === TOUR);
  const next = await nextMonth(page);
  const nextItems = await api.call<CalendarItem[]>(
    'GET',
    `/combined-calendar?from=${next.from}&to=${next.to}`,
  );
  const nextShows = nextItems.filter((item) => item.type === 'SHOW' && item.tourName === TOUR);
  const stays = [...new Set(items.filter((item) => item.type === 'HOTEL_STAY').map((item) => item.title))];
  expect(shows.length).toBeGreaterThan(0);
  expect(stays.length).toBeGreaterThan(0);

  // Online: each screen once, as a crew member would before the signal goes.
  const calendar = new CalendarPage(page);
  await calendar.goto();
  await expect(calendar.entries('Show', TOUR)).toHaveCount(shows.length);
  await expect(calendar.entries(dentist, 'Personal')).toHaveCount(1);
  // A hotel stay is a night at the hotel, never a 23:30–23:59 event.
  for (const hotel of stays) await expect(calendar.entries(`Hotel: ${hotel}`, TOUR).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^Hotel: .*23:30/ })).toHaveCount(0);
  // Saved (throttled) before the next screen's reload: the state the user relies on offline.
  await expect
    .poll(async () => (await savedQueryKeys(page, api.userId)).join(' '), { timeout: 10_000 })
    .toContain('"calendar","combined"');

  const library = new LibraryPage(page);
  await page.goto('/dashboard/library');
  await expect(library.file('EPK.pdf')).toBeVisible();
  // The tour book (a tour-level file) of a tour on the road is kept on the device, like day files.
  await expect(library.file('Tour book.pdf').getByText(/^On this device/)).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(async () => (await savedQueryKeys(page, api.userId)).join(' '), { timeout: 10_000 })
    .toContain('"artist-files"');

  await page.goto('/dashboard/riders');
  await expect(page.getByRole('link', { name: /UK headline rider/ })).toBeVisible();
  await page.goto('/dashboard/profile');
  await expect(page.getByLabel('First name')).not.toHaveValue('');

  // The persister saved the non-mirrored answers, and nothing with personal documents.
  await expect
    .poll(async () => (await savedQueryKeys(page, api.userId)).join(' '), { timeout: 10_000 })
    .toMatch(/"calendar","combined".*"artist-files"|"artist-files".*"calendar","combined"/);
  const saved = await savedQueryKeys(page, api.userId);
  expect(saved.filter((key) => /profile|passport|tours"|tour-days|download/.test(key))).toEqual([]);

  await new PwaApp(page).waitUntilInstalled();
  await context.setOffline(true);

  // Offline, after a reload: tour events from the mirror, personal events from the saved copy.
  await page.goto('/dashboard/calendar');
  await new SyncHeader(page).expectText('Offline');
  await expect(page.getByRole('status').filter({ hasText: 'Saved copy from' })).toHaveText(SAVED_COPY);
  await expect(calendar.entries('Show', TOUR)).toHaveCount(shows.length);
  await expect(calendar.entries(dentist, 'Personal')).toHaveCount(1);
  for (const hotel of stays) await expect(calendar.entries(`Hotel: ${hotel}`, TOUR).first()).toBeVisible();
  await expect(page.getByText("You're offline — this needs a connection")).toHaveCount(0);
  // A view never opened online (one tour, the next month): from the mirror alone, marked as such.
  await calendar.tourFilter().selectOption({ label: TOUR });
  await expect(page.getByRole('status').filter({ hasText: "This device's copy" })).toContainText('offline');
  await expect(calendar.entries('Show', TOUR)).toHaveCount(shows.length);
  await expect(calendar.entries(dentist, 'Personal')).toHaveCount(0);
  await expect(calendar.upcoming().getByRole('listitem').first()).toContainText(TOUR);
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page).toHaveURL(new RegExp(`month=${next.month}`));
  await expect(calendar.entries('Show', TOUR)).toHaveCount(nextShows.length);
  await expect(page.getByText("You're offline — this needs a connection")).toHaveCount(0);

  await page.goto('/dashboard/library');
  await expect(page.getByRole('status').filter({ hasText: 'Saved copy from' })).toHaveText(SAVED_COPY);
  await expect(library.file('EPK.pdf')).toBeVisible();
  const files = new FilesSection(page);
  const bookHref = (await page.getByRole('link', { name: 'Open Tour book.pdf' }).getAttribute('href')) ?? '';
  const book = await files.readThroughApp(bookHref);
  expect(book.status).toBe(200);
  expect(book.type).toBe('application/pdf');
  expect(book.body.startsWith('%PDF')).toBe(true);

  await page.goto('/dashboard/riders');
  await expect(page.getByRole('link', { name: /UK headline rider/ })).toBeVisible();

  await page.goto('/dashboard/profile');
  await expect(page.getByRole('status').filter({ hasText: "This device's copy" })).toHaveText(
    "This device's copy — offline",
  );
  await expect(page.getByLabel('First name')).not.toHaveValue('');

  // Back online: signing out takes the saved answers off the device.
  await context.setOffline(false);
  await page.goto('/dashboard');
  await new DashboardPage(page).logOut();
  await expect
    .poll(() => page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name)))
    .not.toContain(`roadie-query-cache-${api.userId}`);
}
