import { expect, test } from '@playwright/test';
import { DaysheetPage } from './pages/daysheet-page';
import { PwaApp } from './pages/pwa-app';
import { SyncHeader } from './pages/sync-header';
import { createDashboardUser } from './support/accounts';
import { RoadieApi } from './support/roadie-api';
import { signIn } from './support/sign-in';

const PHONE = { width: 390, height: 844 };
const DATE = '2027-07-01';

test('a manager keeps a venue with its contact and puts it on a day; the crew’s phone daysheet shows it, offline too', async ({
  page,
  browser,
  request,
}) => {
  // Two people, a setup screen, a phone and an offline reload: a long journey, not a slow screen.
  test.slow();
  const manager = await createDashboardUser(request, 'venues-mgr', 'Mara');
  const gail = await createDashboardUser(request, 'venues-gail', 'Gail');
  const api = await RoadieApi.signIn(request, manager.email, manager.password);
  const { tourId, artistId, days } = await api.createTour('Paris Run', DATE, '2027-07-02');
  const dayId = days[0]?.id ?? '';
  await api.tagDay(dayId, 'SHOW_DAY');
  const { workspaceId } = await api.call<{ workspaceId: string }>('GET', `/tours/${tourId}`);
  const hotel = await api.call<{ id: string }>('POST', '/event-providers', {
    workspaceId,
    kind: 'HOTEL',
    name: 'Hôtel Amour',
    addressLine: '8 Rue de Navarin',
    city: 'Paris',
    country: 'France',
    timeZone: 'Europe/Paris',
    phone: '+33 1 48 78 31 80',
  });
  await api.call('POST', `/events/${dayId}`, {
    type: 'HOTEL_STAY',
    title: 'Hotel',
    startAt: '2027-07-01T13:00:00.000Z',
    endAt: '2027-07-02T09:00:00.000Z',
    providerId: hotel.id,
  });
  await api.addPersonnel(tourId, gail.email, 'TOUR_MEMBER');
  await (await RoadieApi.signIn(request, gail.email, gail.password)).acceptInvitation(tourId);

  // The manager adds the venue with a contact in Venues & contacts…
  await signIn(page, manager);
  await page.getByRole('link', { name: 'Venues & contacts' }).click();
  await page.getByRole('button', { name: 'Add venue or contact' }).click();
  const form = page.getByRole('region', { name: 'New venue or contact' });
  await form.getByLabel('Name', { exact: true }).fill('Le Trianon');
  await form.getByLabel('Street address').fill('80 Boulevard de Rochechouart');
  await form.getByLabel('Postal code').fill('75018');
  await form.getByLabel('City').fill('Paris');
  await form.getByLabel('Country').fill('France');
  await form.getByLabel('Time zone').fill('Europe/Paris');
  await form.getByLabel(/^Notes/).fill('Load-in door on Rue de Steinkerque.\nCurfew 23:00.');
  await form.getByRole('button', { name: 'Add contact' }).click();
  await form.getByLabel('Contact 1 name').fill('Claire Martin');
  await form.getByLabel('Contact 1 role').fill('Production manager');
  await form.getByLabel('Contact 1 phone').fill('+33 6 12 34 56 78');
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  const venues = page.getByRole('list', { name: 'Venues and contacts' });
  await expect(venues.getByRole('listitem', { name: 'Le Trianon' })).toContainText('Claire Martin');
  await page.getByLabel('Show only').selectOption('HOTEL');
  await expect(venues.getByRole('listitem')).toHaveCount(1);
  await expect(venues.getByRole('listitem', { name: 'Hôtel Amour' })).toBeVisible();

  // …and makes it day 1's venue on the tour's assign-venues step.
  await page.goto(`/dashboard/tours/update/${artistId}/${tourId}/assign-venues`);
  const day1 = page.getByRole('region', { name: /^Day 1 · / });
  await day1.getByLabel('Day 1 venue from Venues & contacts').selectOption({ label: 'Le Trianon, Paris' });
  await expect(day1).toContainText('Paris, France');
  await expect(day1).toContainText('Time zone: Europe/Paris');

  // The crew member, on a phone: venue, map link, tap-to-call and the hotel in the first screen.
  const phone = await browser.newContext({ viewport: PHONE });
  const crew = await phone.newPage();
  await signIn(crew, gail);
  const daysheet = new DaysheetPage(crew);
  await daysheet.goto(tourId, DATE);
  const expectHeader = async () => {
    const venue = crew.getByRole('region', { name: 'Venue' });
    await expect(venue).toContainText('Le Trianon');
    const map = venue.getByRole('link', { name: /^Open Le Trianon in maps/ });
    await expect(map).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    const call = venue.getByRole('link', { name: 'Call Claire Martin: +33 6 12 34 56 78' });
    await expect(call).toHaveAttribute('href', 'tel:+33612345678');
    await expect(call).toBeInViewport();
    const box = await call.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    await expect(venue.getByText('Curfew 23:00.')).toBeHidden();
    const stay = crew.getByRole('region', { name: 'Hotel: Hôtel Amour' });
    await expect(stay).toContainText('8 Rue de Navarin');
    await expect(stay.getByRole('link', { name: /^Call Hôtel Amour/ })).toHaveAttribute(
      'href',
      'tel:+33148783180',
    );
    await expect(stay).toContainText(/Check-in.*15:00/);
    await expect(stay).toContainText(/Check-out.*11:00/);
    await expect(stay).toBeInViewport();
  };
  await expectHeader();
  await crew.getByText('Venue notes').click();
  await expect(crew.getByText('Curfew 23:00.')).toBeVisible();

  await new SyncHeader(crew).expectAllSaved();
  await new PwaApp(crew).waitUntilInstalled();
  await phone.setOffline(true);
  await crew.reload();
  await daysheet.expectDay(DATE);
  await expectHeader();
  await phone.close();
});
