import { expect, test } from '@playwright/test';
import { DaysheetPage } from './pages/daysheet-page';
import { DEMO_MANAGER } from './support/accounts';
import { type ApiEvent, type ApiTourDay, RoadieApi } from './support/roadie-api';
import { signIn } from './support/sign-in';

const PHONE = { width: 390, height: 844 };
/** The demo crew member: the person who reads the daysheet on the road (and whose passport runs out). */
const CREW = { email: 'crew@roadie.example', password: DEMO_MANAGER.password, firstName: 'Casey' } as const;

// On a phone, in a zone no demo venue uses: the viewer's own clock always differs from the venue's.
test.use({ viewport: PHONE, timezoneId: 'Pacific/Auckland' });

/** The demo tour's first show day and its events in time order, as the server has them. */
async function demoShowDay(api: RoadieApi) {
  const { tours } = await api.call<{ tours: { id: string; name: string }[] }>('GET', '/tours');
  const tourId = tours.find((tour) => tour.name === 'Northern Lights Tour')?.id ?? '';
  const schedule = await api.call<{ day: ApiTourDay; events: (ApiEvent & { type: string })[] }[]>(
    'GET',
    `/v2/events/tour/${tourId}`,
  );
  const show = schedule.find((entry) => entry.day.tag === 'SHOW_DAY');
  if (!show) throw new Error('the demo tour has a show day');
  const events = [...show.events].sort((a, b) => Date.parse(a.startAt) - Date.parse(b.startAt));
  return { tourId, date: show.day.date, events };
}

test('on a phone the demo show day reads at a glance: nav on top, one line per item, one warning per person', async ({
  page,
}) => {
  const api = await RoadieApi.signIn(page.request, CREW.email, CREW.password);
  const { tourId, date, events } = await demoShowDay(api);
  const lines = events.filter((event) => event.type !== 'HOTEL_STAY');
  const stays = events.filter((event) => event.type === 'HOTEL_STAY');
  expect(lines.length).toBeGreaterThanOrEqual(4);
  expect(stays.length).toBeGreaterThan(0);
  const [warning] = await api.call<{ userId: string; expirationDate: string }[]>(
    'GET',
    `/passport-expiration/${tourId}`,
  );
  expect(warning).toBeDefined();

  await signIn(page, CREW);
  const daysheet = new DaysheetPage(page);
  await daysheet.goto(tourId, date);

  // Hotel stays are not schedule lines; every other event is, in time order.
  await expect(daysheet.events().getByRole('heading', { level: 3 })).toHaveText(lines.map((e) => e.title));
  for (const stay of stays) await expect(daysheet.event(stay.title)).toHaveCount(0);

  // Day navigation above the date heading: previous / next and a picker of every tour day.
  const navBox = await daysheet.dayNav().boundingBox();
  const headingBox = await page.getByRole('heading', { level: 1 }).boundingBox();
  expect(navBox && headingBox && navBox.y < headingBox.y).toBe(true);
  await expect(daysheet.dayNav().getByRole('combobox', { name: 'Jump to day' })).toHaveValue(date);

  // The first six items (or all, if fewer) are within the first 1.5 screens, unscrolled.
  for (const event of lines.slice(0, 6)) {
    const box = await daysheet.event(event.title).boundingBox();
    expect(box, event.title).not.toBeNull();
    expect((box?.y ?? Number.POSITIVE_INFINITY) + (box?.height ?? 0), event.title).toBeLessThanOrEqual(
      PHONE.height * 1.5,
    );
  }
  // Each line is a 44 px target; it opens its details and people, keyboard-accessible.
  const first = lines[0]?.title ?? '';
  const toggle = daysheet.eventToggle(first);
  expect((await daysheet.event(first).boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  const details = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(details).toBeHidden();
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(details).toBeVisible();
  await expect(details).toContainText('Assigned:');
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(details).toBeHidden();

  // The passport warning of the crew member on several of today's events: once, above the schedule.
  const text = `Passport expires ${warning?.expirationDate}, within the tour dates`;
  await expect(page.getByText(text)).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Warnings' })).toContainText(`Casey Crew: ${text}`);
  const loadIn = 'Load-in';
  await daysheet.expand(loadIn);
  await expect(daysheet.event(loadIn)).toContainText('Casey Crew');
  await expect(page.getByText(text)).toHaveCount(1);
  const call = daysheet.event(loadIn).getByRole('link', { name: /^Call Casey Crew on / });
  expect((await call.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);

  // The viewer's own time: off by default, once via the toggle, kept on this device.
  const show = lines.find((event) => event.type === 'SHOW');
  if (!show) throw new Error('the demo show day has a show');
  const ownStart = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Pacific/Auckland',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(show.startAt));
  await expect(page.getByText('your time')).toHaveCount(0);
  await expect(daysheet.ownTimeToggle()).toHaveAttribute('aria-pressed', 'false');
  await daysheet.ownTimeToggle().click();
  await expect(daysheet.ownTimeToggle()).toHaveAttribute('aria-pressed', 'true');
  await expect(daysheet.event(show.title)).toContainText(new RegExp(`\\(\\w{0,3} ?${ownStart} your time\\)`));
  await page.reload();
  await daysheet.expectDay(date);
  await expect(daysheet.ownTimeToggle()).toHaveAttribute('aria-pressed', 'true');
  await expect(daysheet.event(show.title)).toContainText('your time');

  // The picker jumps to any day of the tour.
  const days = await api.days(tourId);
  const later = days.at(-1)?.date ?? '';
  await daysheet.dayNav().getByRole('combobox', { name: 'Jump to day' }).selectOption(later);
  await daysheet.expectDay(later);
  await expect(page).toHaveURL(new RegExp(`/daysheets/${later}$`));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});
