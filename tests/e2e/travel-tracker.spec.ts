import { expect, test } from '@playwright/test';
import { DaysheetPage } from './pages/daysheet-page';
import { SyncHeader } from './pages/sync-header';
import { TourPage } from './pages/tour-pages';
import { createDashboardUser } from './support/accounts';
import { RoadieApi } from './support/roadie-api';
import { signIn } from './support/sign-in';

test('a manager adds a flight on the daysheet; it shows in local times, and the tracker shows it and a gap', async ({
  page,
  request,
}) => {
  const manager = await createDashboardUser(request, 'travel-mgr', 'Tess');
  const api = await RoadieApi.signIn(request, manager.email, manager.password);
  const { tourId, days } = await api.createTour('Travel Run', '2027-07-01', '2027-07-03');
  const places = [
    { city: 'London', venue: 'Brixton Academy', timeZone: 'Europe/London' },
    { city: 'Berlin', venue: 'Columbiahalle', timeZone: 'Europe/Berlin' },
    { city: 'Munich', venue: 'Tonhalle', timeZone: 'Europe/Berlin' },
  ];
  for (const [index, day] of days.entries()) {
    await api.call('POST', `/tour-days/${tourId}`, { date: day.date, place: places[index] });
    await api.tagDay(day.id, 'SHOW_DAY');
    await api.addEvent(day.id, {
      type: 'SHOW',
      title: `${places[index]?.city} show`,
      startAt: `${day.date}T19:00:00.000Z`,
      endAt: `${day.date}T21:00:00.000Z`,
    });
  }

  await signIn(page, manager);
  const daysheet = new DaysheetPage(page);
  await daysheet.goto(tourId, '2027-07-02');
  await daysheet.addEventButton().click();
  const form = daysheet.eventForm();
  await form.getByLabel('Type').selectOption({ label: 'Travel' });
  await form.getByLabel('Title').fill('Flight to Berlin');
  await form.getByLabel('Departure time').fill('09:10');
  await form.getByLabel('Arrival time').fill('12:05');
  await form.getByLabel('Mode').selectOption({ label: 'Flight' });
  await form.getByLabel('Carrier and number').fill('BA 982');
  await form.getByLabel('From', { exact: true }).fill('LHR London Heathrow');
  await form.getByLabel('From time zone').fill('Europe/London');
  await form.getByLabel('To', { exact: true }).fill('BER Berlin Brandenburg');
  await form.getByLabel('To time zone').fill('Europe/Berlin');
  await form.getByRole('checkbox', { name: 'Tess Roadie' }).check();
  await form.getByRole('button', { name: 'Add event' }).click();
  await expect(daysheet.toast('Event added')).toBeVisible();
  // Each end on its own clock: 09:10 in London is 10:10 in Berlin, where the day is.
  await expect(daysheet.event('Flight to Berlin')).toContainText('BA 982 · LHR 09:10 → BER 12:05');
  await new SyncHeader(page).expectAllSaved();

  await new TourPage(page).goto(tourId, 'Travel Run');
  await page.getByRole('navigation', { name: 'Tour' }).getByRole('link', { name: 'Travel tracker' }).click();
  const table = page.getByRole('table', { name: 'Travel by person and day' });
  await expect(table).toContainText('BA 982 · LHR 09:10 → BER 12:05');
  // Nothing takes Tess on to Munich for the third show.
  await expect(table).toContainText('No way to Munich (still in BER Berlin Brandenburg)');
  await expect(page.getByRole('status').filter({ hasText: 'gap' })).toHaveText('1 gap to fix');
});
