import { expect, test } from '@playwright/test';
import { AdminUsersPage, DEMO_ADMIN, DEMO_CREW, userFact } from './pages/admin-users-pages';
import { DashboardPage, SIDEBAR_ENTRIES } from './pages/dashboard-page';
import { linkFromMail, uniqueEmail } from './support/accounts';
import { expectAccessible } from './support/axe';
import { signIn } from './support/sign-in';

test('the demo admin filters users, opens one, creates and deletes one, and the audit log shows it', async ({
  page,
  request,
}) => {
  await signIn(page, DEMO_ADMIN);
  const dashboard = new DashboardPage(page);
  await expect(dashboard.sidebarEntries()).toHaveText([
    ...SIDEBAR_ENTRIES.slice(0, -2),
    'Admin',
    ...SIDEBAR_ENTRIES.slice(-2),
  ]);
  await dashboard.sidebar().getByRole('link', { name: 'Admin' }).click();
  const users = new AdminUsersPage(page);
  await users.expectShown();

  // The demo logins only (other tests' people use example.com): the manager pays, the others do not.
  await users.search('@roadie.example');
  await users.expectEmails(['manager@roadie.example', 'crew@roadie.example', DEMO_ADMIN.email]);
  await users.filterRole('Admin');
  await expect(page).toHaveURL(/role=ADMIN/);
  await users.expectEmails([DEMO_ADMIN.email]);
  await users.filterRole('All roles');
  await users.filterSubscription('Active');
  await expect(page).toHaveURL(/subscription=ACTIVE/);
  await users.expectEmails(['manager@roadie.example']);
  await users.filterSubscription('No subscription');
  await users.expectEmails(['crew@roadie.example', DEMO_ADMIN.email]);
  await users.filterRole('User');
  await users.expectEmails(['crew@roadie.example']);
  await expectAccessible(page, 'the admin users list');

  await users.filterRole('All roles');
  await users.filterSubscription('Any subscription');
  await users.open('Morgan Manager');
  await expect(userFact(page, 'Subscription')).toContainText('Active · active till');
  await expect(userFact(page, 'Tours owned')).not.toHaveText('0');

  await page.getByRole('link', { name: '← All users' }).click();
  await page.getByRole('link', { name: 'Create user' }).click();
  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByText('This field cannot be empty')).toHaveCount(2);
  await expect(page.getByText('This field is required')).toHaveCount(1);
  const email = uniqueEmail('admin-made');
  await page.getByLabel('First name').fill('Nico');
  await page.getByLabel('Last name').fill('Newhire');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nico Newhire' })).toBeVisible();
  await expect(userFact(page, 'E-mail confirmed')).toHaveText('Not yet (invited)');
  await linkFromMail(request, email, '/confirm-reset-password');

  await page.getByRole('button', { name: 'Delete Nico Newhire' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Nico Newhire?' });
  await dialog.getByRole('button', { name: 'Delete user' }).click();
  await users.expectShown();

  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  const log = page.getByRole('list', { name: 'Admin changes' });
  const mine = log.getByRole('listitem').filter({ hasText: email });
  await expect(mine).toHaveCount(2);
  await expect(mine.first()).toContainText(`user.delete by ${DEMO_ADMIN.email}`);
  await expect(mine.last()).toContainText(`user.create by ${DEMO_ADMIN.email}`);
});

test('the crew login has no Admin entry, and /admin/users shows no admin data', async ({ page }) => {
  await signIn(page, DEMO_CREW);
  const dashboard = new DashboardPage(page);
  await expect(dashboard.sidebarEntries()).toHaveText([...SIDEBAR_ENTRIES]);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByText(DEMO_ADMIN.email)).toHaveCount(0);
});
