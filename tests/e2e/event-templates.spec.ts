import { expect, type Page, test } from '@playwright/test';
import { EventTemplatesPage } from './pages/event-templates-page';
import { LoginPage } from './pages/login-page';
import { createDashboardUser } from './support/accounts';
import { signIn } from './support/sign-in';

type Day = { id: string; date: string };
type DayWithEvents = { day: Day; events: { title: string }[] };

/** Calls the API as the signed-in user, with the token the app keeps. */
async function apiAs<T>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const { authToken } = JSON.parse((await page.evaluate(() => localStorage.getItem('auth'))) ?? '{}');
  const response = await page.request.fetch(`/api${path}`, {
    method,
    data,
    headers: { Authorization: `Bearer ${authToken}` },
  });
  expect(response.ok(), `${method} ${path} → ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()).data;
}

/** A tour of three tagged days in Berlin with one event on the first, made through the API for speed. */
async function tourWithOneEvent(page: Page) {
  const artist = await apiAs<{ id: string }>(page, 'POST', '/artists', { name: 'Template Testers' });
  const tour = await apiAs<{ id: string }>(page, 'POST', '/tours', {
    artistId: artist.id,
    name: 'Template Run',
    startDate: '2027-05-01',
    endDate: '2027-05-03',
  });
  const days = await apiAs<Day[]>(page, 'GET', `/tour-days/${tour.id}`);
  for (const day of days) {
    await apiAs(page, 'POST', `/tour-days/${tour.id}`, {
      date: day.date,
      place: { city: 'Berlin', country: 'Germany', timeZone: 'Europe/Berlin' },
    });
    await apiAs(page, 'POST', '/day-tags', { tourDayId: day.id, tag: 'SHOW_DAY' });
  }
  const [first, second, third] = days;
  if (!first || !second || !third) throw new Error('the tour should have three days');
  await apiAs(page, 'POST', `/events/${first.id}`, {
    type: 'SCHEDULE_ITEM',
    title: 'Band breakfast',
    startAt: '2027-05-01T07:00:00Z',
    endAt: '2027-05-01T08:00:00Z',
  });
  return { tourId: tour.id, days: [first, second, third] as const };
}

async function eventTitlesOn(page: Page, tourId: string, dayId: string): Promise<string[]> {
  const tourDays = await apiAs<DayWithEvents[]>(page, 'GET', `/v2/events/tour/${tourId}`);
  return (tourDays.find((entry) => entry.day.id === dayId)?.events ?? []).map((event) => event.title).sort();
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a manager makes a template, adds it to a day, replaces a day with it and copies days', async ({
    page,
    request,
  }) => {
    const manager = await createDashboardUser(request, 'templates', 'Toni');
    await signIn(page, manager);
    const { tourId, days } = await tourWithOneEvent(page);
    const [first, second, third] = days;

    const templates = new EventTemplatesPage(page);
    await templates.goto(tourId);
    await expect(page.getByText('No templates yet.', { exact: false })).toBeVisible();
    await templates.createTemplate('Show day', [
      { type: 'Load-in', title: 'Load-in', start: '13:00', end: '15:00', location: 'Columbiahalle' },
      { type: 'Show', title: 'Headline set', start: '21:00', end: '22:30' },
    ]);
    await expect(page.getByText('Template created', { exact: true })).toBeVisible();
    await expect(templates.template('Show day')).toContainText('21:00–22:30');

    await templates.applyTemplate(first.id, 'Show day', 'Add');
    await expect(page.getByText('Template applied', { exact: true })).toBeVisible();
    await expect(page.getByText('now has 3 events')).toBeVisible();
    expect(await eventTitlesOn(page, tourId, first.id)).toEqual([
      'Band breakfast',
      'Headline set',
      'Load-in',
    ]);

    await templates.applyTemplate(first.id, 'Show day', 'Replace');
    await expect(templates.replaceDialog()).toBeVisible();
    await templates.replaceDialog().getByRole('button', { name: 'Replace events' }).click();
    await expect(page.getByText('now has 2 events')).toBeVisible();
    expect(await eventTitlesOn(page, tourId, first.id)).toEqual(['Headline set', 'Load-in']);

    await templates.copyDayEvents(first.id, second.id);
    await expect(page.getByText('Events copied', { exact: true })).toBeVisible();
    expect(await eventTitlesOn(page, tourId, second.id)).toEqual(['Headline set', 'Load-in']);

    await templates.copyDayEvents(third.id, second.id);
    await expect(
      templates
        .section("Copy a day's events")
        .getByText('You need to have at least one event on the selected date'),
    ).toBeVisible();
    expect(await eventTitlesOn(page, tourId, second.id)).toHaveLength(2);

    await templates.template('Show day').getByRole('button', { name: 'Edit Show day' }).click();
    const editor = page.getByRole('form', { name: 'Edit Show day' });
    await editor.getByLabel('Template name').fill('Festival day');
    await editor.getByRole('button', { name: 'Save template' }).click();
    await expect(page.getByText('Template updated', { exact: true })).toBeVisible();
    await expect(templates.template('Festival day')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test('a tour member reads the templates but cannot change or apply them', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('crew@roadie.example', 'Roadie-demo-1');
  await expect(page).toHaveURL(/\/dashboard$/);
  const { tours } = await apiAs<{ tours: { id: string; name: string }[] }>(page, 'GET', '/tours');
  const tour = tours.find((candidate) => candidate.name === 'Northern Lights Tour');
  if (!tour) throw new Error('the demo crew member should be on the demo tour');

  const templates = new EventTemplatesPage(page);
  await templates.goto(tour.id);
  await expect(page.getByText('Only the tour’s managers can change or apply them.')).toBeVisible();
  await expect(templates.section('Templates')).toBeVisible();
  await expect(templates.section('Apply to a day')).toHaveCount(0);
  await expect(templates.section("Copy a day's events")).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New template' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add category' })).toHaveCount(0);
});
