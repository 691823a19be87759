import { expect, type Page, test } from '@playwright/test';
import { DEMO_ADMIN } from './pages/admin-users-pages';
import { expectAccessible } from './support/axe';
import { signIn } from './support/sign-in';

const section = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name, exact: true });

// An added type is renamed (not a built-in one): the other specs share this server and read "Show".
test('the demo admin adds and renames an event type, adds a country, and the audit log shows both', async ({
  page,
}) => {
  const suffix = Math.random().toString(36).slice(2, 6).toUpperCase();
  const added = `Signing ${suffix}`;
  const renamed = `Meet and greet ${suffix}`;
  await signIn(page, DEMO_ADMIN);
  await page.goto('/admin/event-types');
  const types = page.getByRole('table');
  await expect(types.getByRole('row').filter({ hasText: 'SHOW' })).toBeVisible();

  await page.getByRole('button', { name: 'Add event type' }).click();
  await expect(page.getByText('This field cannot be empty')).toBeVisible();
  await page.getByRole('textbox', { name: 'New event type' }).fill(added);
  await page.getByRole('button', { name: 'Add event type' }).click();
  await expect(types.getByRole('row').filter({ hasText: added }).filter({ hasText: 'Added' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'New event type' })).toHaveValue('');

  await page.getByRole('button', { name: 'Add event type' }).click();
  await page.getByRole('textbox', { name: 'New event type' }).fill('Glam');
  await page.getByRole('button', { name: 'Add event type' }).click();
  await expect(page.getByRole('alert')).toHaveText('An event type with this name already exists');

  await page.getByRole('button', { name: `Rename ${added}` }).click();
  await page.getByRole('textbox', { name: `New name for ${added}` }).fill(renamed);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(types.getByRole('row').filter({ hasText: renamed })).toBeVisible();
  await expectAccessible(page, 'the admin event types');
  await expect(types.getByText(added, { exact: true })).toHaveCount(0);

  await section(page, 'Countries').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Countries' })).toBeVisible();
  await page.getByRole('link', { name: 'Add country' }).click();
  await page.getByRole('textbox', { name: 'Code' }).fill('D1');
  await page.getByRole('textbox', { name: 'Name (English)' }).fill('Atlantis');
  await page.getByRole('button', { name: 'Add country' }).click();
  await expect(page.getByText('Use two letters A–Z')).toBeVisible();
  await page.getByRole('textbox', { name: 'Code' }).fill('DE');
  await page.getByRole('button', { name: 'Add country' }).click();
  await expect(page.getByText('A country with this code already exists')).toBeVisible();
  await page.getByRole('textbox', { name: 'Code' }).fill('qm');
  await page.getByRole('button', { name: 'Add country' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Atlantis' })).toBeVisible();
  await expect(page.getByText('Added by an admin')).toBeVisible();
  await expectAccessible(page, 'an added country');

  await page.getByRole('link', { name: 'All countries' }).click();
  await page.getByRole('searchbox', { name: 'Search name or code' }).fill('atlan');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: 'Atlantis' })
      .filter({ hasText: 'QM' })
      .filter({ hasText: 'Added' }),
  ).toBeVisible();

  // The pickers offer it at once: the admin (a user too) picks Atlantis as a citizenship.
  await page.goto('/dashboard/profile/personal-details');
  await page.getByLabel('Add a citizenship').selectOption({ label: 'Atlantis' });
  await page.getByRole('button', { name: 'Add citizenship' }).click();
  await expect(page.getByRole('button', { name: 'Remove citizenship Atlantis' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove citizenship Atlantis' }).click();
  await expect(page.getByRole('button', { name: 'Remove citizenship Atlantis' })).toHaveCount(0);

  await page.goto('/admin/audit-log');
  const log = page.getByRole('list', { name: 'Admin changes' });
  await expect(log.getByRole('listitem').filter({ hasText: 'country QM' })).toContainText(
    `country.create by ${DEMO_ADMIN.email}`,
  );
  await expect(log.getByRole('listitem').filter({ hasText: renamed })).toContainText('eventType.rename');
});

test('the admin overviews list workspaces, tours and the events of one tour, without opening a tour', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN);
  await page.goto('/admin/workspaces');
  await page.getByRole('searchbox', { name: 'Search workspace or owner' }).fill('manager@roadie.example');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'manager@roadie.example' })).toHaveCount(1);

  await section(page, 'Tours').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tours' })).toBeVisible();
  await page
    .getByRole('searchbox', { name: 'Search tour, artist or owner e-mail' })
    .fill('Northern Lights Tour');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Northern Lights Tour' })).toHaveCount(1);
  // Admins are not on the tour: the only link is to the admin's own events overview.
  await page.getByRole('link', { name: 'Events of Northern Lights Tour' }).click();
  await expect(page).toHaveURL(/\/admin\/events\?tourId=/);
  await expect(page.getByText('Only the tour “Northern Lights Tour”.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText(/\d+ events?/);
  await expect(page.getByRole('table').getByRole('link')).toHaveCount(0);
});
