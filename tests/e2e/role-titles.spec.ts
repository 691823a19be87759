import { expect, test } from '@playwright/test';
import { PersonnelPage } from './pages/personnel-page';
import { createDashboardUser } from './support/accounts';
import { RoadieApi } from './support/roadie-api';
import { signIn } from './support/sign-in';

test('a manager adds a role title to the catalogue and gives it to a person', async ({ page, request }) => {
  const manager = await createDashboardUser(request, 'roles-manager', 'Morgan');
  const crew = await createDashboardUser(request, 'roles-crew', 'Casey');
  const api = await RoadieApi.signIn(request, manager.email, manager.password);
  const { tourId } = await api.createTour('Catalogue Run', '2027-08-01', '2027-08-03');
  await api.addPersonnel(tourId, crew.email, 'TOUR_MEMBER');
  await (await RoadieApi.signIn(request, crew.email, crew.password)).acceptInvitation(tourId);

  await signIn(page, manager);
  const personnel = new PersonnelPage(page);
  await personnel.goto(tourId);
  const catalogue = page.getByRole('list', { name: 'Role titles' });
  await expect(catalogue.getByText('Stage Manager', { exact: true })).toBeVisible();

  await page.getByLabel('New role title').fill('Lighting Designer');
  await page.getByRole('button', { name: 'Add role title' }).click();
  await expect(catalogue.getByText('Lighting Designer', { exact: true })).toBeVisible();

  // The same name again is refused with the reason.
  await page.getByLabel('New role title').fill('lighting designer');
  await page.getByRole('button', { name: 'Add role title' }).click();
  await expect(page.getByText('A role with this name already exists')).toBeVisible();

  const title = page.getByLabel('Role title for Casey Roadie');
  await title.selectOption({ label: 'Lighting Designer' });
  await expect(title).toHaveValue('Lighting Designer');
  await expect
    .poll(async () => {
      const people = await api.call<{ email: string; roleTitle: string | null }[]>(
        'GET',
        `/tours/${tourId}/personnel`,
      );
      return people.find((person) => person.email === crew.email)?.roleTitle;
    })
    .toBe('Lighting Designer');
});
