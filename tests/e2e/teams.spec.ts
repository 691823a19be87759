import { expect, test } from '@playwright/test';
import { PwaApp } from './pages/pwa-app';
import { hasSavedTeams, TeamFormPage, TeamPage, WagesPage } from './pages/teams-pages';
import { createDashboardUser, DEMO_MANAGER } from './support/accounts';
import { expectAccessible } from './support/axe';
import { RoadieApi } from './support/roadie-api';
import { signIn } from './support/sign-in';

const REQUIRED = [
  'Team name is required',
  'Location name is required',
  'Street address is required',
  'City is required',
  'State is required',
  'Postal code is required',
  'Country is required',
  'Currency is required',
];

test('an owner creates a team, invites crew who accept, and sets their wage', async ({
  page,
  browser,
  request,
}) => {
  const owner = await createDashboardUser(request, 'team-owner', 'Olive');
  const crew = await createDashboardUser(request, 'team-crew', 'Casey');
  const api = await RoadieApi.signIn(request, owner.email, owner.password);
  await api.createTour('Harbour Lights', '2027-07-01', '2027-07-03');
  // Adding a team needs a subscription (tests/e2e/subscriptions.spec.ts shows the wall without one).
  await api.ensureSubscribed();

  await signIn(page, owner);
  await page.goto('/dashboard/teams');
  await expect(page.getByText('You are not on a team yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Rename' }).click();
  await page.getByLabel('Workspace name').fill('Olive Touring');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Workspace: Olive Touring' })).toBeVisible();
  await expect(page.getByText('Artists: Harbour Lights Artist')).toBeVisible();

  const form = new TeamFormPage(page);
  await form.gotoAdd();
  await form.submit();
  for (const message of REQUIRED) await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expectAccessible(page, 'the team form with its messages');
  await form.fill({
    name: 'Lights Crew',
    location: 'Warehouse 5',
    street: '12 Dock Road',
    city: 'Nashville',
    state: 'TN',
    postalCode: '37201',
  });
  await form.submit();
  const team = new TeamPage(page);
  await team.expectShown('Lights Crew');
  await expect(team.member(owner.email)).toContainText('Owner');

  await team.invite(crew.email, 'Rigger');
  await expect(team.member(crew.email)).toContainText('Invited');
  await expectAccessible(page, 'the team page');

  const crewContext = await browser.newContext();
  const crewPage = await crewContext.newPage();
  await signIn(crewPage, crew);
  const invitation = crewPage.getByRole('listitem', { name: 'Invitation to the team Lights Crew' });
  await expect(invitation).toContainText('Rigger');
  await invitation.getByRole('button', { name: 'Accept' }).click();
  await expect(invitation).toHaveCount(0);
  await crewPage.goto('/dashboard/teams');
  await expect(crewPage.getByRole('link', { name: /Lights Crew/ })).toContainText('Member');
  await crewContext.close();

  await page.reload();
  await expect(team.member(crew.email)).toContainText('Active');
  await team.member(crew.email).getByRole('link', { name: 'Wages of Casey Roadie' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wages of Casey Roadie' })).toBeVisible();
  await expect(page.getByText('No wages yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Add wage' }).click();
  const wages = new WagesPage(page);
  await wages.fill('Harbour Lights (2027-07-01)', '1234.505', '45.5', '60');
  await page.getByRole('button', { name: 'Add wage' }).click();
  await expect(page.getByText('Must have at most 2 decimal places')).toBeVisible();
  await page.getByLabel(/^Daily wage/).fill('1234.50');
  await page.getByRole('button', { name: 'Add wage' }).click();

  const row = wages.table().getByRole('row', { name: /Harbour Lights/ });
  await expect(row).toContainText('USD 1,234.50');
  await expect(row).toContainText('USD 45.50');
  await expectAccessible(page, 'a member’s wages');
  await expect(wages.table().getByRole('row', { name: /Total/ })).toContainText('USD 60.00');
});

test('the demo team, its members and wages read offline from the saved copy', async ({
  page,
  context,
  request,
}) => {
  const api = await RoadieApi.signIn(request, DEMO_MANAGER.email, DEMO_MANAGER.password);
  await signIn(page, DEMO_MANAGER);
  await page.goto('/dashboard/teams');
  await page.getByRole('link', { name: /Roadie Crew Co\./ }).click();
  const team = new TeamPage(page);
  await team.expectShown('Roadie Crew Co.');
  await expect(team.member('Casey Crew')).toContainText('Active');
  await team.member('Casey Crew').getByRole('link', { name: 'Wages of Casey Crew' }).click();
  const wages = new WagesPage(page);
  await expect(wages.table().getByRole('row', { name: /Total/ })).toContainText('GBP');
  const wagesUrl = page.url();
  await expect.poll(() => hasSavedTeams(page, api.userId), { timeout: 10_000 }).toBe(true);

  await new PwaApp(page).waitUntilInstalled();
  await context.setOffline(true);
  await page.goto(wagesUrl);
  await expect(page.getByRole('status').filter({ hasText: 'Saved copy from' })).toContainText('offline');
  await expect(wages.table().getByRole('row', { name: /Total/ })).toContainText('GBP');
  await page.getByRole('link', { name: /Roadie Crew Co\./ }).click();
  await expect(team.member('Casey Crew')).toContainText('Active');
  await expect(page.getByRole('button', { name: 'Invite' })).toBeDisabled();
  await context.setOffline(false);
});
