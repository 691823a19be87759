import { expect, test } from '@playwright/test';
import { CalendarPage } from './pages/calendar-page';
import { DEMO_MANAGER } from './support/accounts';
import { signIn } from './support/sign-in';

test('a manager subscribes to a tour calendar, sees the private link, and stops sharing it', async ({
  page,
}) => {
  await signIn(page, DEMO_MANAGER);
  const calendar = new CalendarPage(page);
  await calendar.goto();
  await calendar.tourFilter().selectOption({ label: 'Northern Lights Tour' });

  const panel = page.getByRole('region', { name: 'Calendar subscription' });
  await panel.getByRole('button', { name: 'Subscribe in your calendar' }).click();
  const link = panel.getByRole('textbox', { name: 'Calendar link' });
  await expect(link).toHaveValue(/\/api\/calendar-feeds\/[\w-]{43}\.ics$/);
  const url = await link.inputValue();
  await expect(panel.getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute(
    'href',
    url.replace(/^https?:/, 'webcal:'),
  );

  // The link works without a session, as a calendar app would read it.
  const path = new URL(url).pathname;
  const feed = await page.request.get(path, { headers: { Authorization: '' } });
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
  expect(await feed.text()).toContain('X-WR-CALNAME:Northern Lights Tour');

  await panel.getByRole('button', { name: 'Stop sharing' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Stop sharing' }).click();
  await expect(page.getByText('Calendar link stopped')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Subscribe in your calendar' })).toBeVisible();
  expect((await page.request.get(path)).status()).toBe(404);
});
