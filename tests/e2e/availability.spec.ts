import { expect, test } from '@playwright/test';
import { PersonnelPage } from './pages/personnel-page';
import { createDashboardUser } from './support/accounts';
import { expectAccessible } from './support/axe';
import { RoadieApi } from './support/roadie-api';
import { signIn } from './support/sign-in';
import { addTeamMember, createTeam, type TeamFields } from './support/teams';

const TEAM: TeamFields = {
  name: 'Harbour Crew',
  notes: '',
  locationName: 'Dock 4',
  street: '1 Quay Street',
  city: 'Auckland',
  state: 'Auckland',
  postalCode: '1010',
  country: 'NZ',
  currency: 'NZD',
};

test('a member reads the grid, finds who is free, and marks a day off', async ({ page, request }) => {
  const owner = await createDashboardUser(request, 'avail-owner', 'Olive');
  const robin = await createDashboardUser(request, 'avail-robin', 'Robin');
  const priya = await createDashboardUser(request, 'avail-priya', 'Priya');
  const ownerApi = await RoadieApi.signIn(request, owner.email, owner.password);
  const robinApi = await RoadieApi.signIn(request, robin.email, robin.password);
  const priyaApi = await RoadieApi.signIn(request, priya.email, priya.password);
  const team = await createTeam(ownerApi, TEAM);
  await addTeamMember(ownerApi, team.id, { api: robinApi, email: robin.email });
  await addTeamMember(ownerApi, team.id, { api: priyaApi, email: priya.email });
  const { tourId } = await ownerApi.createTour('Spring Tour', '2027-04-10', '2027-04-12');
  await ownerApi.addPersonnel(tourId, robin.email, 'TOUR_MEMBER');
  await robinApi.acceptInvitation(tourId);
  await priyaApi.call('PUT', '/unavailable-dates/2027-04-09');

  await signIn(page, priya);
  await page.goto(`/dashboard/teams/${team.id}`);
  await page
    .getByRole('navigation', { name: 'Team sections' })
    .getByRole('link', { name: 'Availability' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Harbour Crew' })).toBeVisible();

  await page.getByLabel('Jump to date').fill('2027-04-12');
  await page.getByRole('button', { name: 'Go' }).click();
  await expect(page.getByRole('heading', { name: 'April 2027' })).toBeVisible();
  const grid = page.getByRole('region', { name: 'Availability, April 2027' });
  // Priya is not on Spring Tour: she sees that Robin is booked, not where.
  await expect(
    grid.getByRole('cell', { name: 'Robin Roadie, 12 April: booked — another tour' }),
  ).toBeVisible();
  await expect(grid.getByRole('cell', { name: 'Robin Roadie, 13 April: free' })).toBeVisible();
  await expect(
    grid.getByRole('button', { name: 'Priya Roadie, 9 April: unavailable. Unmark' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page, 'the availability grid');

  // Olive and Robin are on Spring Tour from the 10th; Priya marked the 9th off.
  await page.getByRole('textbox', { name: 'Free on', exact: true }).fill('2027-04-09');
  await page.getByRole('button', { name: 'Show who is free' }).click();
  const free = page.getByRole('list', { name: 'Free on 9 April' });
  await expect(free.getByRole('listitem')).toHaveText(['Olive Roadie', 'Robin Roadie']);
  await page.getByRole('textbox', { name: 'Free on', exact: true }).fill('2027-04-11');
  await page.getByRole('button', { name: 'Show who is free' }).click();
  await expect(page.getByRole('list', { name: 'Free on 11 April' }).getByRole('listitem')).toHaveText([
    'Priya Roadie',
  ]);

  await grid.getByRole('button', { name: 'Priya Roadie, 14 April: free. Mark unavailable' }).click();
  await expect(
    grid.getByRole('button', { name: 'Priya Roadie, 14 April: unavailable. Unmark' }),
  ).toBeVisible();
  const marked = await priyaApi.call<{ date: string }[]>(
    'GET',
    '/unavailable-dates?from=2027-04-01&to=2027-04-30',
  );
  expect(marked.map((row) => row.date)).toEqual(['2027-04-09', '2027-04-14']);

  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(page.getByRole('heading', { name: 'March 2027' })).toBeVisible();
  await expect(grid).toBeHidden();
  await expect(
    page.getByRole('region', { name: 'Availability, March 2027' }).getByRole('cell', {
      name: 'Robin Roadie, 31 March: free',
    }),
  ).toBeVisible();
});

test('a manager adding someone booked elsewhere is warned, and the person is still invited', async ({
  page,
  request,
}) => {
  const owner = await createDashboardUser(request, 'avail-manager', 'Olive');
  const robin = await createDashboardUser(request, 'avail-booked', 'Robin');
  const ownerApi = await RoadieApi.signIn(request, owner.email, owner.password);
  const robinApi = await RoadieApi.signIn(request, robin.email, robin.password);
  const spring = await ownerApi.createTour('Spring Tour', '2027-04-10', '2027-04-12');
  await ownerApi.addPersonnel(spring.tourId, robin.email, 'TOUR_MEMBER');
  await robinApi.acceptInvitation(spring.tourId);
  const coast = await ownerApi.createTour('Coast Run', '2027-04-12', '2027-04-14');

  await signIn(page, owner);
  const personnel = new PersonnelPage(page);
  await personnel.goto(coast.tourId);
  await page.getByLabel('E-mails').fill(robin.email);
  await page.getByRole('button', { name: 'Add personnel' }).click();
  const warning = page.getByRole('status').filter({ hasText: 'Already booked' });
  await expect(warning).toContainText('Robin Roadie is booked on Spring Tour on 2027-04-12');
  await expect(personnel.person(robin.email)).toBeVisible();
});

test('the grid opens at today, scrolled so today’s column is in view', async ({ page, request }) => {
  const owner = await createDashboardUser(request, 'avail-today', 'Olive');
  const ownerApi = await RoadieApi.signIn(request, owner.email, owner.password);
  const team = await createTeam(ownerApi, TEAM);
  // Late in a month, so today's column starts beyond the grid's right edge on a desktop screen.
  await page.clock.setSystemTime(new Date('2027-04-28T10:00:00'));
  await signIn(page, owner);
  await page.goto(`/dashboard/teams/${team.id}/availability`);

  const grid = page.getByRole('region', { name: 'Availability, April 2027' });
  const today = grid.getByRole('columnheader', { name: 'Wed 28' });
  await expect(today).toHaveAttribute('aria-current', 'date');
  const within = async (column: string) => {
    const [view, cell] = await Promise.all([
      grid.boundingBox(),
      grid.getByRole('columnheader', { name: column, exact: true }).boundingBox(),
    ]);
    return !!view && !!cell && cell.x >= view.x && cell.x + cell.width <= view.x + view.width;
  };
  await expect.poll(() => within('Wed 28')).toBe(true);
  // Scrolled, not merely wide enough: the month's first days have left the view.
  expect(await within('Thu 1')).toBe(false);
});
