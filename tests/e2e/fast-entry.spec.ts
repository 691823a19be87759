import { expect, test } from '@playwright/test';
import { DaysheetPage } from './pages/daysheet-page';
import { SyncHeader } from './pages/sync-header';
import { createDashboardUser } from './support/accounts';
import { type ApiEvent, RoadieApi } from './support/roadie-api';
import { signIn } from './support/sign-in';

const DAY = '2027-09-04';
const ZONE = 'Europe/Lisbon';
const VENUE = 'Coliseu dos Recreios';

test.use({ viewport: { width: 390, height: 844 }, timezoneId: ZONE });

test('a manager enters a show day with “Save and add another”: doors and curfew without an end, in one go', async ({
  page,
  request,
}) => {
  const manager = await createDashboardUser(request, 'fast-entry', 'Fran');
  const api = await RoadieApi.signIn(request, manager.email, manager.password);
  const { tourId, days } = await api.createTour('Fast Run', DAY, '2027-09-05');
  const dayId = days[0]?.id ?? '';
  await api.call('POST', `/tour-days/${tourId}`, {
    date: DAY,
    place: { city: 'Lisbon', country: 'Portugal', venue: VENUE, timeZone: ZONE },
  });
  await api.tagDay(dayId, 'SHOW_DAY');
  const daysheet = new DaysheetPage(page);
  await signIn(page, manager);
  await daysheet.goto(tourId, DAY);

  const started = Date.now();
  await daysheet.addEventButton().click();
  const form = daysheet.eventForm();
  // The form starts on the title, the location is the day's venue.
  await expect(form.getByLabel('Title')).toBeFocused();
  await expect(form.getByLabel('Location')).toHaveValue(VENUE);

  await form.getByLabel('Type').selectOption({ label: 'Load-in' });
  await form.getByLabel('Title').fill('Load-in');
  await form.getByLabel('Start time').fill('13:00');
  await form.getByLabel('End time').fill('15:00');
  await form.getByRole('button', { name: 'Save and add another' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added Load-in at 13:00.' })).toBeVisible();
  // Still open, fresh, starting where the last item ended.
  await expect(form.getByLabel('Title')).toHaveValue('');
  await expect(form.getByLabel('Title')).toBeFocused();
  await expect(form.getByLabel('Start time')).toHaveValue('15:00');
  await expect(form.getByLabel('Location')).toHaveValue(VENUE);

  await form.getByLabel('Title').fill('Soundcheck');
  await form.getByLabel('Start time').fill('16:00');
  await form.getByLabel('End time').fill('17:00');
  // Enter saves (and keeps the form open for the next item).
  await form.getByLabel('End time').press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Added Soundcheck at 16:00.' })).toBeVisible();
  await expect(form.getByLabel('Start time')).toHaveValue('17:00');

  // Doors: a point in time, no end.
  await form.getByLabel('Title').fill('Doors');
  await form.getByLabel('Start time').fill('19:00');
  await form.getByRole('button', { name: 'Save and add another' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added Doors at 19:00.' })).toBeVisible();
  // After a point in time, the next start is suggested 30 minutes later.
  await expect(form.getByLabel('Start time')).toHaveValue('19:30');

  await form.getByLabel('Type').selectOption({ label: 'Show' });
  await form.getByLabel('Title').fill('Show');
  await form.getByLabel('Start time').fill('21:00');
  await form.getByLabel('End time').fill('22:30');
  await form.getByRole('button', { name: 'Save and add another' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added Show at 21:00.' })).toBeVisible();

  await form.getByLabel('Title').fill('Curfew');
  await form.getByLabel('Start time').fill('23:00');
  await form.getByRole('button', { name: 'Add event' }).click();
  await expect(daysheet.toast('Event added')).toBeVisible();
  await expect(form).toHaveCount(0);
  const elapsedSeconds = (Date.now() - started) / 1000;
  test.info().annotations.push({ type: 'elapsed', description: `five items entered in ${elapsedSeconds} s` });
  console.log(`fast entry: five items in ${elapsedSeconds.toFixed(1)} s`);

  const titles = ['Load-in', 'Soundcheck', 'Doors', 'Show', 'Curfew'];
  await expect(daysheet.events().getByRole('heading', { level: 3 })).toHaveText(titles);
  await expect(daysheet.event('Doors')).toContainText('19:00');
  await expect(daysheet.event('Doors')).not.toContainText('–');
  await expect(daysheet.event('Load-in')).toContainText('13:00–15:00');
  await expect(daysheet.event('Curfew')).toContainText(VENUE);

  await new SyncHeader(page).expectAllSaved();
  const stored = (await api.call<{ events: ApiEvent[] }[]>('GET', `/v2/events/tour/${tourId}`)).flatMap(
    (entry) => entry.events,
  );
  const byTitle = new Map(stored.map((event) => [event.title, event]));
  expect([...byTitle.keys()].sort()).toEqual([...titles].sort());
  // A point in time is stored with its end equal to its start; Lisbon is UTC+1 in September.
  expect(byTitle.get('Doors')).toMatchObject({
    startAt: '2027-09-04T18:00:00.000Z',
    endAt: '2027-09-04T18:00:00.000Z',
  });
  expect(byTitle.get('Curfew')).toMatchObject({
    startAt: '2027-09-04T22:00:00.000Z',
    endAt: '2027-09-04T22:00:00.000Z',
  });
  expect(byTitle.get('Soundcheck')).toMatchObject({ endAt: '2027-09-04T16:00:00.000Z' });

  // Editing a point in time shows no end time, and keeps it a point in time.
  await daysheet.expand('Doors');
  await daysheet.event('Doors').getByRole('button', { name: 'Edit Doors' }).click();
  const edit = daysheet.eventForm('Edit Doors');
  await expect(edit.getByLabel('End time')).toHaveValue('');
  await edit.getByLabel('Start time').fill('19:15');
  await edit.getByRole('button', { name: 'Save event' }).click();
  await expect(daysheet.event('Doors')).toContainText('19:15');
  await new SyncHeader(page).expectAllSaved();
  await expect
    .poll(async () => (await api.event(byTitle.get('Doors')?.id ?? '')).endAt)
    .toBe('2027-09-04T18:15:00.000Z');
});

test('a missing field is shown next to it, below the sticky header, with nothing covering it', async ({
  page,
  request,
}) => {
  const manager = await createDashboardUser(request, 'entry-errors', 'Eli');
  const api = await RoadieApi.signIn(request, manager.email, manager.password);
  const { tourId, days } = await api.createTour('Error Run', DAY, DAY);
  await api.tagDay(days[0]?.id ?? '', 'SHOW_DAY');
  const daysheet = new DaysheetPage(page);
  await signIn(page, manager);
  await daysheet.goto(tourId, DAY);

  await daysheet.addEventButton().click();
  const form = daysheet.eventForm();
  await form.getByLabel('Title').fill('Doors');
  // Scrolled down to the buttons, as after filling a long form on a phone.
  await form.getByRole('button', { name: 'Add event' }).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 400));
  await form.getByRole('button', { name: 'Add event' }).click();

  const start = form.getByLabel('Start time');
  await expect(start).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('This field is required')).toBeVisible();
  await expect(start).toBeFocused();
  // The field and its label sit below the sticky header (64 px), inside the screen.
  const header = await page.locator('header.sticky').first().boundingBox();
  const label = await form.getByText('Start time', { exact: true }).boundingBox();
  expect(label && header && label.y >= header.y + header.height).toBe(true);
  expect((label?.y ?? 0) + (label?.height ?? 0)).toBeLessThanOrEqual(844);
  // No toast over the form.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  // The end time is optional: only the start was missing.
  await expect(form.getByLabel('End time')).not.toHaveAttribute('aria-invalid', 'true');
});
