import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { DashboardPage } from './pages/dashboard-page';
import { DaysheetPage } from './pages/daysheet-page';
import { GuestListSection } from './pages/guest-list-section';
import { PwaApp } from './pages/pwa-app';
import { SyncHeader } from './pages/sync-header';
import { createDashboardUser } from './support/accounts';
import { RoadieApi, tourWithAShow } from './support/roadie-api';
import { signIn } from './support/sign-in';

type Stored = { firstName: string; status: string; checkedIn: number; quantity: number };

test('crew ask for guests offline, the manager approves and checks one in offline; each reaches the server once', async ({
  page,
  context,
  request,
}) => {
  // Two people signing in, each going offline and back: a long journey, not a slow screen.
  test.slow();
  const { manager, api, tourId, event } = await tourWithAShow(request, 'guests');
  const crew = await createDashboardUser(request, 'guests-crew', 'Cleo');
  await api.addPersonnel(tourId, crew.email, 'TOUR_MEMBER');
  await (await RoadieApi.signIn(request, crew.email, crew.password)).acceptInvitation(tourId);
  const daysheet = new DaysheetPage(page);
  const header = new SyncHeader(page);
  const guests = new GuestListSection(page, 'Headline set');
  const stored = () => api.call<Stored[]>('GET', `/events/${event.id}/guest-list-submissions`);

  await signIn(page, crew);
  await daysheet.goto(tourId, '2027-06-10');
  await expect(guests.root()).toContainText('You have not asked for guests yet.');
  await header.expectAllSaved();
  await new PwaApp(page).waitUntilInstalled();
  await context.setOffline(true);
  await header.expectText('Offline');
  await guests.root().getByRole('button', { name: 'Request guests' }).click();
  await guests.fillRequest({ firstName: 'Rosa', lastName: 'Parks', quantity: '2' });
  await guests.send();
  await expect(guests.form().getByText('Delivery is required')).toBeVisible();
  await guests.form().getByLabel('Delivery method').selectOption({ label: 'Will call' });
  await guests.send();
  await expect(daysheet.toast('Guest request sent')).toBeVisible();
  await guests.expectStatus('Rosa Parks', 'Pending');
  await expect(guests.request('Rosa Parks')).toContainText('Waiting to sync');
  expect(await stored()).toEqual([]);
  await context.setOffline(false);
  await header.expectAllSaved();
  expect(await stored()).toEqual([expect.objectContaining({ firstName: 'Rosa', status: 'PENDING' })]);
  await new DashboardPage(page).logOut();

  await signIn(page, manager);
  await daysheet.goto(tourId, '2027-06-10');
  await guests.expectStatus('Rosa Parks', 'Pending');
  await expect(guests.request('Rosa Parks')).toContainText('asked by Cleo');
  await header.expectAllSaved();
  await context.setOffline(true);
  await header.expectText('Offline');
  await guests.request('Rosa Parks').getByRole('button', { name: 'Approve Rosa Parks' }).click();
  await guests.expectStatus('Rosa Parks', 'Approved');
  await guests.root().getByRole('button', { name: 'Door mode' }).click();
  await guests
    .request('Rosa Parks')
    .getByRole('button', { name: 'Check in one guest of Rosa Parks' })
    .click();
  await expect(guests.request('Rosa Parks')).toContainText('1 of 2 checked in');
  await expect(guests.totals()).toHaveText('Requested 2 · Approved 2 · Checked in 1');
  await header.expectText('2 changes waiting');
  // The export is made on the device: it works offline and shows what the door sees.
  const download = page.waitForEvent('download');
  await guests.root().getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile((await (await download).path()) ?? '', 'utf8');
  expect(csv).toContain('"Rosa","Parks","2","Approved","1","Will call"');
  expect(await stored()).toEqual([expect.objectContaining({ status: 'PENDING', checkedIn: 0 })]);

  await context.setOffline(false);
  await header.expectAllSaved();
  expect(await stored()).toEqual([
    expect.objectContaining({ firstName: 'Rosa', status: 'APPROVED', checkedIn: 1, quantity: 2 }),
  ]);
  await expect(guests.request('Rosa Parks')).toContainText('1 of 2 checked in');
});

test('the requester edits a pending request offline; a decided one offers no edit', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const { api, tourId, event } = await tourWithAShow(request, 'guest-edit');
  const crew = await createDashboardUser(request, 'guest-edit-crew', 'Cleo');
  await api.addPersonnel(tourId, crew.email, 'TOUR_MEMBER');
  const crewApi = await RoadieApi.signIn(request, crew.email, crew.password);
  await crewApi.acceptInvitation(tourId);
  const path = `/events/${event.id}/guest-list-submissions`;
  const ask = { quantity: 2, deliveryMethod: 'WILL_CALL' };
  await crewApi.call('POST', path, { ...ask, firstName: 'Rosa', lastName: 'Parks' });
  const decided = await crewApi.call<{ id: string }>('POST', path, {
    ...ask,
    firstName: 'Ida',
    lastName: 'Wells',
  });
  await api.call('PATCH', `${path}/${decided.id}`, { status: 'APPROVED' });
  const stored = () => api.call<Stored[]>('GET', path);
  const daysheet = new DaysheetPage(page);
  const header = new SyncHeader(page);
  const guests = new GuestListSection(page, 'Headline set');

  await signIn(page, crew);
  await daysheet.goto(tourId, '2027-06-10');
  await guests.expectStatus('Ida Wells', 'Approved');
  await expect(guests.request('Ida Wells').getByRole('button', { name: /^Edit/ })).toHaveCount(0);
  await header.expectAllSaved();
  await new PwaApp(page).waitUntilInstalled();
  await context.setOffline(true);
  await header.expectText('Offline');
  await guests.request('Rosa Parks').getByRole('button', { name: 'Edit Rosa Parks' }).click();
  const form = guests.editForm('Rosa Parks');
  await expect(form.getByLabel('Quantity')).toHaveValue('2');
  await form.getByLabel('Quantity').fill('21');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText('Between 1 and 20 guests')).toBeVisible();
  await form.getByLabel('Quantity').fill('3');
  await form.getByLabel('Notes').fill('Plus one is my sister');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(guests.request('Rosa Parks')).toContainText('× 3');
  await expect(guests.request('Rosa Parks')).toContainText('Waiting to sync');
  expect(await stored()).toContainEqual(expect.objectContaining({ firstName: 'Rosa', quantity: 2 }));

  await context.setOffline(false);
  await header.expectAllSaved();
  expect(await stored()).toContainEqual(
    expect.objectContaining({ firstName: 'Rosa', quantity: 3, notes: 'Plus one is my sister' }),
  );
  await page.reload();
  await expect(guests.request('Rosa Parks')).toContainText('× 3');
  await expect(guests.request('Rosa Parks')).toContainText('Plus one is my sister');
});
