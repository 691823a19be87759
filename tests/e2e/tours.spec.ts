import { expect, test } from '@playwright/test';
import { DashboardPage } from './pages/dashboard-page';
import { DaysheetPage } from './pages/daysheet-page';
import { DashboardTours, TourPage } from './pages/tour-pages';
import { createDashboardUser, DEMO_MANAGER } from './support/accounts';
import { type ApiEvent, type ApiTourDay, RoadieApi } from './support/roadie-api';
import { signIn } from './support/sign-in';

const TOUR = 'Northern Lights Tour';

/** 'HH:MM' of an instant in a zone, plus the calendar date there. */
function clock(iso: string, timeZone: string) {
  const at = new Date(iso);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const date = new Intl.DateTimeFormat('en-CA', { timeZone });
  const weekday = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' });
  return { time: time.format(at), date: date.format(at), weekday: weekday.format(at) };
}

/** How the daysheet shows a start time: the venue's clock, and the viewer's where it differs. */
function shownStart(event: ApiEvent, viewerZone: string): string {
  const venue = clock(event.startAt, event.timeZone);
  const own = clock(event.startAt, viewerZone);
  if (venue.time === own.time && venue.date === own.date) return venue.time;
  const ownText = venue.date === own.date ? own.time : `${own.weekday} ${own.time}`;
  return `${venue.time} (${ownText} your time)`;
}

test('the demo manager opens the tour, its 32 days and today’s daysheet with local times', async ({
  page,
  request,
}) => {
  await signIn(page, DEMO_MANAGER);

  const dashboard = new DashboardTours(page);
  await expect(dashboard.tour(TOUR)).toContainText('Project Owner');
  await expect(page.getByRole('link', { name: 'New tour' })).toHaveAttribute(
    'href',
    '/dashboard/tours/create',
  );
  // The demo tour started three days ago, so it has a day today.
  await expect(dashboard.todayLink(TOUR)).toBeVisible();
  const today = await page.evaluate(() => {
    const now = new Date();
    return [now.getFullYear(), now.getMonth() + 1, now.getDate()]
      .map((n) => String(n).padStart(2, '0'))
      .join('-');
  });

  await dashboard.openTour(TOUR);
  const tourPage = new TourPage(page);
  await expect(tourPage.days()).toHaveCount(32);
  await expect(tourPage.day(today)).toContainText('Today');
  const tourId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  await tourPage.openDay(today);

  const api = await RoadieApi.signIn(request, DEMO_MANAGER.email, DEMO_MANAGER.password);
  const schedule = await api.call<{ day: ApiTourDay; events: (ApiEvent & { type: string })[] }[]>(
    'GET',
    `/v2/events/tour/${tourId}`,
  );
  const todays = (schedule.find((entry) => entry.day.date === today)?.events ?? []).sort(
    (a, b) => Date.parse(a.startAt) - Date.parse(b.startAt),
  );
  expect(todays.length).toBeGreaterThan(0);
  const viewerZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);

  const daysheet = new DaysheetPage(page);
  // Hotel stays are shown with the hotel, not as lines of the schedule.
  const lines = todays.filter((event) => event.type !== 'HOTEL_STAY');
  await expect(daysheet.events().getByRole('heading', { level: 3 })).toHaveText(lines.map((e) => e.title));
  // The viewer's own time, where it differs, is one toggle away.
  if (lines.some((event) => shownStart(event, viewerZone) !== clock(event.startAt, event.timeZone).time))
    await daysheet.ownTimeToggle().click();
  for (const event of lines) {
    await expect(daysheet.event(event.title)).toContainText(shownStart(event, viewerZone));
  }
  await expect(page.getByText(`Times are local to the venue: ${todays[0]?.timeZone}`)).toBeVisible();
});

test('an unknown tour shows its not-found state, and a new user’s dashboard says there are no tours', async ({
  page,
  request,
}) => {
  const user = await createDashboardUser(request, 'no-tours', 'Jules');
  await signIn(page, user);
  await expect(page.getByText('No tours yet.')).toBeVisible();

  await page.goto('/dashboard/tours/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Tour not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await new DashboardPage(page).expectGreeting(user.firstName);
});
