import { expect, test } from '@playwright/test';
import { InvitationsPanel, PersonnelPage } from './pages/personnel-page';
import { PwaApp } from './pages/pwa-app';
import { SyncHeader } from './pages/sync-header';
import { DashboardTours } from './pages/tour-pages';
import { createDashboardUser, DEMO_MANAGER, uniqueEmail } from './support/accounts';
import { RoadieApi } from './support/roadie-api';
import { signIn } from './support/sign-in';

type Person = { email: string; status: string; roleTitle: string | null; shareInformation: boolean };

test('a manager invites a crew member, who accepts on their dashboard and then sees the tour', async ({
  page,
  browser,
  request,
}) => {
  const manager = await createDashboardUser(request, 'people-manager', 'Morgan');
  const crew = await createDashboardUser(request, 'people-crew', 'Casey');
  const api = await RoadieApi.signIn(request, manager.email, manager.password);
  const { tourId } = await api.createTour('Harbour Lights', '2027-07-01', '2027-07-03');

  await signIn(page, manager);
  const personnel = new PersonnelPage(page);
  await personnel.goto(tourId);
  await personnel.add(crew.email, 'Project Member', 'FOH');
  await expect(personnel.toast('Personnel assigned')).toContainText(`Invited: ${crew.email}.`);
  await expect(personnel.person('Casey Roadie')).toContainText('Invited');

  const crewContext = await browser.newContext();
  const crewPage = await crewContext.newPage();
  await signIn(crewPage, crew);
  const tours = new DashboardTours(crewPage);
  const invitations = new InvitationsPanel(crewPage);
  await expect(invitations.invitation('Harbour Lights')).toContainText('Project Member · FOH');
  await expect(invitations.invitation('Harbour Lights')).toContainText(`Invited by Morgan Roadie`);
  await expect(tours.tour('Harbour Lights')).toHaveCount(0);
  await invitations.accept('Harbour Lights');
  await expect(tours.tour('Harbour Lights')).toBeVisible();
  await expect(invitations.invitation('Harbour Lights')).toHaveCount(0);
  await crewContext.close();

  await page.reload();
  await expect(personnel.person('Casey Roadie')).toContainText('Active');
  const stored = await api.call<Person[]>('GET', `/tours/${tourId}/personnel`);
  expect(stored.find((p) => p.email === crew.email)).toMatchObject({ status: 'ACTIVE', roleTitle: 'FOH' });
});

test('a CSV with a bad row shows the row and imports nobody; the fixed file imports everyone', async ({
  page,
  request,
}) => {
  const manager = await createDashboardUser(request, 'csv-manager', 'Mel');
  const api = await RoadieApi.signIn(request, manager.email, manager.password);
  const { tourId } = await api.createTour('Import Run', '2027-08-01', '2027-08-02');
  const [first, second] = [uniqueEmail('csv-a'), uniqueEmail('csv-b')];

  await signIn(page, manager);
  const personnel = new PersonnelPage(page);
  await personnel.goto(tourId);
  await personnel.importCsv(
    'crew.csv',
    `email,role,role title\n${first},Project Member,FOH\nnot-an-email,,MON\n`,
  );
  await expect(personnel.rowErrors()).toContainText('row 3: Enter a valid e-mail address');
  await expect(page.getByRole('alert').filter({ hasText: 'nothing was imported' })).toBeVisible();
  expect(await api.call<Person[]>('GET', `/tours/${tourId}/personnel`)).toHaveLength(1);

  await personnel.importCsv(
    'crew.csv',
    `email,role,role title\n${first},Project Member,FOH\n${second},Vendor,MON\n`,
  );
  await expect(page.getByRole('status').filter({ hasText: 'Invited 2 people.' })).toBeVisible();
  await expect(personnel.rowErrors()).toHaveCount(0);
  await expect(personnel.person(first)).toContainText('Invited');
  await expect(personnel.person(second)).toContainText('Invited');
  const stored = await api.call<Person[]>('GET', `/tours/${tourId}/personnel`);
  expect(stored.map((p) => [p.email, p.status, p.roleTitle])).toEqual([
    [manager.email, 'ACTIVE', null],
    [first, 'INVITED', 'FOH'],
    [second, 'INVITED', 'MON'],
  ]);
});

test('a member shares their details with the managers, and the choice persists', async ({
  page,
  request,
}) => {
  const manager = await createDashboardUser(request, 'share-manager', 'Max');
  const crew = await createDashboardUser(request, 'share-crew', 'Cleo');
  const api = await RoadieApi.signIn(request, manager.email, manager.password);
  const { tourId } = await api.createTour('Consent Run', '2027-09-01', '2027-09-02');
  await api.addPersonnel(tourId, crew.email, 'TOUR_MEMBER');
  await (await RoadieApi.signIn(request, crew.email, crew.password)).acceptInvitation(tourId);

  await signIn(page, crew);
  const personnel = new PersonnelPage(page);
  await personnel.goto(tourId);
  // Members read the list; managing it is for managers.
  await expect(page.getByLabel('E-mails')).toHaveCount(0);
  await expect(personnel.person('Max Roadie')).toContainText('Project Owner');
  await expect(personnel.shareToggle()).not.toBeChecked();
  await personnel.shareToggle().check();
  await expect(personnel.toast('Your details are shared with the managers')).toBeVisible();
  await page.reload();
  await expect(personnel.shareToggle()).toBeChecked();
  const stored = await api.call<Person[]>('GET', `/tours/${tourId}/personnel`);
  expect(stored.find((p) => p.email === crew.email)?.shareInformation).toBe(true);
});

test('the demo crew list with phone numbers and statuses reads the same offline; changes wait for a connection', async ({
  page,
  context,
}) => {
  const api = await RoadieApi.signIn(page.request, DEMO_MANAGER.email, DEMO_MANAGER.password);
  const tours = await api.call<{ tours: { id: string; name: string }[] }>('GET', '/tours');
  const tourId = tours.tours.find((tour) => tour.name === 'Northern Lights Tour')?.id ?? '';
  await signIn(page, { ...DEMO_MANAGER, firstName: 'Morgan' });
  const personnel = new PersonnelPage(page);
  await personnel.goto(tourId);
  const robin = personnel.person('Robin Hale');
  await expect(robin.getByRole('link', { name: '+44 7700 900101' })).toHaveAttribute(
    'href',
    'tel:+447700900101',
  );
  await expect(personnel.person('Sofie Lund')).toContainText('Invited');
  await expect(personnel.person('Diego Ramos')).toContainText('Declined');

  // After one online visit the app is on the device: offline, the screen opens again from it.
  await new PwaApp(page).waitUntilInstalled();
  await context.setOffline(true);
  await page.reload();
  await new SyncHeader(page).expectText('Offline');
  await personnel.expectShown();
  await expect(page.getByLabel('Role title for Robin Hale')).toHaveValue('Stage Manager');
  await expect(personnel.person('Robin Hale').getByRole('link', { name: '+44 7700 900101' })).toBeVisible();
  await expect(page.getByText('Adding, changing and removing people needs a connection.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add personnel' })).toBeDisabled();
  await expect(page.getByLabel('Role title for Robin Hale')).toBeDisabled();
  await context.setOffline(false);
});

test('a passport that runs out mid-tour is flagged wherever the person is shown: the personnel list and the daysheet', async ({
  page,
}) => {
  const api = await RoadieApi.signIn(page.request, DEMO_MANAGER.email, DEMO_MANAGER.password);
  const tours = await api.call<{ tours: { id: string; name: string }[] }>('GET', '/tours');
  const tourId = tours.tours.find((tour) => tour.name === 'Northern Lights Tour')?.id ?? '';
  // The demo crew member shares their details with this tour, and one of their passports runs out during it.
  const [warning] = await api.call<{ expirationDate: string }[]>('GET', `/passport-expiration/${tourId}`);
  expect(warning).toBeDefined();
  const schedule = await api.call<{ day: { date: string }; events: { title: string }[] }[]>(
    'GET',
    `/v2/events/tour/${tourId}`,
  );
  const lineCheckDay = schedule.find((day) => day.events.some((event) => event.title === 'Audio line check'));
  expect(lineCheckDay).toBeDefined();
  const text = `Passport expires ${warning?.expirationDate}, within the tour dates`;

  await signIn(page, { ...DEMO_MANAGER, firstName: 'Morgan' });
  const personnel = new PersonnelPage(page);
  await personnel.goto(tourId);
  await expect(personnel.person('Casey Crew')).toContainText(text);
  await expect(personnel.person('Robin Hale')).not.toContainText('Passport expires');

  await page.goto(`/dashboard/tours/${tourId}/daysheets/${lineCheckDay?.day.date}`);
  const lineCheck = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Audio line check' }) });
  // Who is on a line shows when it is opened.
  await lineCheck.getByRole('button', { name: 'Audio line check' }).click();
  await expect(lineCheck).toContainText('Casey Crew');
  // Once per person for the day, above the schedule, however many events they are on.
  await expect(page.getByRole('list', { name: 'Warnings' })).toContainText(`Casey Crew: ${text}`);
  await expect(page.getByText(text)).toHaveCount(1);
});
