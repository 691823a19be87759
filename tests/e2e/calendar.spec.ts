import { expect, type Page, test } from '@playwright/test';
import { CalendarPage } from './pages/calendar-page';
import { DEMO_MANAGER } from './support/accounts';
import { signIn } from './support/sign-in';

type CalendarItem = { kind: string; title: string; type: string; tourName: string | null };

/** This month's dates in the browser's zone, as the calendar screen asks for them. */
async function thisMonth(page: Page) {
  return page.evaluate(() => {
    const now = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    const last = new Date(now.getFullYear(), now.getMonth() + 1, 0).getDate();
    const month = `${now.getFullYear()}-${pad(now.getMonth() + 1)}`;
    return { month, from: `${month}-01`, to: `${month}-${pad(last)}` };
  });
}

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const { authToken } = JSON.parse((await page.evaluate(() => localStorage.getItem('auth'))) ?? '{}');
  const response = await page.request.get(`/api${path}`, {
    headers: { Authorization: `Bearer ${authToken}` },
  });
  expect(response.ok(), `GET ${path} → ${response.status()}`).toBe(true);
  return (await response.json()).data;
}

test("the demo manager sees this month's shows of the demo tour, and the upcoming list", async ({ page }) => {
  await signIn(page, DEMO_MANAGER);
  const { from, to } = await thisMonth(page);
  const items = await apiGet<CalendarItem[]>(page, `/combined-calendar?from=${from}&to=${to}`);
  const shows = items.filter((item) => item.type === 'SHOW' && item.tourName === 'Northern Lights Tour');
  // The demo tour starts three days before today with a show on its second day: this month has one.
  expect(shows.length).toBeGreaterThan(0);

  const calendar = new CalendarPage(page);
  await calendar.goto();
  await expect(calendar.entries('Show', 'Northern Lights Tour')).toHaveCount(shows.length);
  // Each show's time is shown in its venue's zone, with the zone's name.
  await expect(calendar.entries('Show', 'Northern Lights Tour').first()).toHaveAccessibleName(
    /^Show, 21:00–22:30 [A-Z][A-Za-z0-9+:-]+, Northern Lights Tour$/,
  );
  await expect(calendar.upcoming().getByRole('listitem').first()).toContainText('Northern Lights Tour');

  // The filter and the month are in the URL; moving a month on and back shows the same shows.
  await calendar.tourFilter().selectOption({ label: 'Northern Lights Tour' });
  await expect(page).toHaveURL(/tourId=[0-9a-f-]{36}/);
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page).toHaveURL(/month=\d{4}-\d{2}/);
  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(calendar.entries('Show', 'Northern Lights Tour')).toHaveCount(shows.length);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a personal event added through the form shows as Personal and can be deleted', async ({ page }) => {
    await signIn(page, DEMO_MANAGER);
    const calendar = new CalendarPage(page);
    await calendar.goto();
    const title = `Dentist ${Date.now().toString(36)}`;

    await calendar.openNewPersonalEvent();
    await calendar.fillPersonalEvent({ title: ' ', start: '10:00', end: '11:00' });
    await calendar.submitPersonalEvent();
    await expect(page.getByText('This field cannot be empty')).toBeVisible();

    await calendar.fillPersonalEvent({ title, start: '10:00', end: '11:00', location: 'Main Street 1' });
    await calendar.submitPersonalEvent();
    await expect(page.getByText('Personal event added')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    const entry = calendar.entries(title, 'Personal');
    await expect(entry).toHaveCount(1);
    await expect(entry).toHaveAccessibleName(new RegExp(`^${title}, 10:00–11:00 \\S+, Personal$`));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await entry.click();
    await expect(page.getByLabel('Location (optional)')).toHaveValue('Main Street 1');
    await calendar.deleteOpenPersonalEvent(title);
    await expect(page.getByText('Personal event deleted')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    await expect(calendar.entries('Show', 'Northern Lights Tour').first()).toBeVisible();
    await expect(calendar.entries(title, 'Personal')).toHaveCount(0);
  });
});
