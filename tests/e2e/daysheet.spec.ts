import { expect, test } from '@playwright/test';
import { DashboardPage } from './pages/dashboard-page';
import { DaysheetPage } from './pages/daysheet-page';
import { PwaApp } from './pages/pwa-app';
import { SyncHeader } from './pages/sync-header';
import { TourPage } from './pages/tour-pages';
import { createDashboardUser, DEMO_MANAGER } from './support/accounts';
import { type ApiEvent, RoadieApi, tourWithAShow } from './support/roadie-api';
import { signIn } from './support/sign-in';

const MANAGER = { ...DEMO_MANAGER, firstName: 'Morgan' } as const;
const CREW = { email: 'crew@roadie.example', password: DEMO_MANAGER.password, firstName: 'Casey' } as const;
const DAY_TAG_REQUIRED = 'A day tag must be chosen before adding an event or notes';

test('crew see the promo day without the manager-only glam event and without edit controls', async ({
  page,
  request,
}) => {
  const api = await RoadieApi.signIn(request, DEMO_MANAGER.email, DEMO_MANAGER.password);
  const tours = await api.call<{ tours: { id: string; name: string }[] }>('GET', '/tours');
  const tourId = tours.tours.find((tour) => tour.name === 'Northern Lights Tour')?.id ?? '';
  const promoDay = (await api.days(tourId)).find((day) => day.tag === 'PROMO_DAY');
  expect(promoDay).toBeDefined();
  const date = promoDay?.date ?? '';
  const daysheet = new DaysheetPage(page);

  await signIn(page, MANAGER);
  await daysheet.goto(tourId, date);
  await expect(daysheet.event('Radio session and interview')).toBeVisible();
  // A line's details (who sees it, who is on it) are made when it is opened.
  await daysheet.expand('Hair and make-up');
  await expect(daysheet.event('Hair and make-up')).toContainText('Assigned only');
  await expect(daysheet.tagSelect()).toHaveValue('PROMO_DAY');
  await expect(daysheet.addEventButton()).toBeVisible();
  await new DashboardPage(page).logOut();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, CREW);
  await daysheet.goto(tourId, date);
  await expect(daysheet.event('Radio session and interview')).toBeVisible();
  await expect(page.getByText('Promo day', { exact: true })).toBeVisible();
  await expect(daysheet.event('Hair and make-up')).toHaveCount(0);
  // One line per event crew may see; hotel stays are shown with the hotel, not as schedule lines.
  await expect(daysheet.events().getByRole('listitem')).toHaveCount(
    (
      await api.call<{ day: { date: string }; events: (ApiEvent & { type: string })[] }[]>(
        'GET',
        `/v2/events/tour/${tourId}`,
      )
    )
      .find((entry) => entry.day.date === date)
      ?.events.filter((event) => event.visibility === 'EVERYONE' && event.type !== 'HOTEL_STAY').length ?? -1,
  );
  await expect(daysheet.tagSelect()).toHaveCount(0);
  await expect(daysheet.addEventButton()).toHaveCount(0);
  // An opened line shows crew its details, and no manager's actions.
  await daysheet.expand('Radio session and interview');
  await expect(daysheet.event('Radio session and interview')).toContainText('Everyone');
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'New note' })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a manager tags a day, then adds, edits and deletes its events and notes', async ({
    page,
    request,
  }) => {
    const manager = await createDashboardUser(request, 'daysheet-edit', 'Remy');
    const api = await RoadieApi.signIn(request, manager.email, manager.password);
    const { tourId, days } = await api.createTour('Harbour Run', '2027-05-01', '2027-05-03');
    const daysheet = new DaysheetPage(page);
    await signIn(page, manager);
    await daysheet.goto(tourId, '2027-05-01');

    await daysheet.addEventButton().click();
    await expect(page.getByRole('alert')).toHaveText(DAY_TAG_REQUIRED);
    await daysheet.submitNote('Bus leaves at noon');
    await expect(page.getByRole('form', { name: 'New note' }).getByRole('alert')).toHaveText(
      DAY_TAG_REQUIRED,
    );

    await daysheet.tagSelect().selectOption({ label: 'Show day' });
    await expect(daysheet.toast('Day tag set to Show day')).toBeVisible();
    await daysheet.addEventButton().click();
    const form = daysheet.eventForm();
    await daysheet.fillEvent(form, { type: 'Show', title: 'Late show', start: '23:00', end: '01:00' });
    await expect(form.getByText('Ends the next day, Sun, May 2, 2027')).toBeVisible();
    await form.getByLabel('Assigned people only').check();
    await form.getByRole('button', { name: 'Add event' }).click();
    await expect(form.getByText('At least one member or group is required')).toBeVisible();
    await form.getByLabel('Remy Roadie').check();
    await form.getByRole('button', { name: 'Add event' }).click();
    await expect(daysheet.toast('Event added')).toBeVisible();
    const show = daysheet.event('Late show');
    await expect(show).toContainText('23:00');
    await expect(show).toContainText('01:00 next day');
    await daysheet.expand('Late show');
    await expect(show).toContainText('Assigned only');
    await expect(show).toContainText('Remy Roadie');

    await daysheet.addNote('Bus leaves at noon');
    await expect(daysheet.note('Bus leaves at noon')).toBeVisible();
    await new SyncHeader(page).expectAllSaved();
    const stored = (
      await api.call<{ day: { id: string }; events: ApiEvent[] }[]>('GET', `/v2/events/tour/${tourId}`)
    )
      .flatMap((entry) => entry.events)
      .find((event) => event.title === 'Late show');
    expect(stored).toMatchObject({
      tourDayId: days[0]?.id,
      startAt: '2027-05-01T23:00:00.000Z',
      endAt: '2027-05-02T01:00:00.000Z',
      visibility: 'ASSIGNED_ONLY',
    });

    await daysheet.renameEvent('Late show', 'Late show with encore');
    await daysheet.expand('Late show with encore');
    await daysheet
      .event('Late show with encore')
      .getByRole('button', { name: 'Delete Late show with encore' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete event' }).click();
    await expect(daysheet.event('Late show with encore')).toHaveCount(0);
    await expect(page.getByText('No events on this day.')).toBeVisible();

    await daysheet.editNote('Bus leaves at noon', 'Bus leaves at 13:00');
    await daysheet.note('Bus leaves at 13:00').getByRole('button', { name: 'Delete note' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete note' }).click();
    await expect(page.getByText('No notes for this day.')).toBeVisible();

    await new SyncHeader(page).expectAllSaved();
    await expect.poll(async () => (await api.notes(tourId)).length).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test('a note edited offline while someone else changed it keeps both versions, the copy clearly marked', async ({
  page,
  context,
  request,
}) => {
  const { manager, api, tourId, days } = await tourWithAShow(request, 'conflict');
  const dayId = days[0]?.id ?? '';
  const note = await api.call<{ id: string }>('POST', `/tour-days/${dayId}/notes`, {
    text: 'Soundcheck at 16:00',
  });
  await signIn(page, manager);
  const tourPage = new TourPage(page);
  const daysheet = new DaysheetPage(page);
  const header = new SyncHeader(page);
  await tourPage.goto(tourId, 'conflict tour');
  await tourPage.openDay('2027-06-10');
  await expect(daysheet.note('Soundcheck at 16:00')).toBeVisible();

  await new PwaApp(page).waitUntilInstalled();
  await context.setOffline(true);
  await daysheet.editNote('Soundcheck at 16:00', 'Soundcheck at 17:00');
  await header.expectText('1 change waiting');
  await api.call('PATCH', `/tour-days/${dayId}/notes/${note.id}`, { text: 'Soundcheck at 15:30' });
  await context.setOffline(false);

  await expect(daysheet.toast('Someone else changed this note in the meantime')).toBeVisible();
  await header.expectAllSaved();
  await expect(daysheet.note('Soundcheck at 15:30')).not.toContainText('Conflicting copy');
  await expect(daysheet.note('Soundcheck at 17:00')).toContainText('Conflicting copy');
  const stored = await api.notes(tourId);
  expect(stored.map((item) => item.text).sort()).toEqual(['Soundcheck at 15:30', 'Soundcheck at 17:00']);
});
