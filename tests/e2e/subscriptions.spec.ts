import { expect, type Page, test } from '@playwright/test';
import { createDashboardUser } from './support/accounts';
import { expectAccessible } from './support/axe';
import { RoadieApi } from './support/roadie-api';
import { signIn } from './support/sign-in';

const BOUGHT = 'You successfully bought the subscription!';
const FAILED = 'Something went wrong with purchasing subscription!';

/** The subscription's status badge, by its exact text. */
const status = (page: Page, text: string) =>
  page.getByRole('heading', { level: 2 }).getByText(text, { exact: true });

test('the team wall sends a user to subscribe; a left checkout buys nothing, Pay lifts the wall', async ({
  page,
  request,
}) => {
  const owner = await createDashboardUser(request, 'sub-buyer', 'Olive');
  await signIn(page, owner);
  await page.goto('/dashboard/teams');
  await expect(page.getByText('Adding a team needs a subscription.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add team', exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Subscribe to add teams' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
  await expect(page.getByText('Test mode: no card is charged.')).toBeVisible();
  await expectAccessible(page, 'the subscription page with its prices');

  await page.getByRole('button', { name: 'Buy Monthly' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout (test mode)' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText(FAILED)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Choose a plan' })).toBeVisible();

  await page.getByRole('button', { name: 'Buy Monthly' }).click();
  await expect(page.getByText('Monthly · €15.00 / month')).toBeVisible();
  await expectAccessible(page, 'the test checkout');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText(BOUGHT)).toBeVisible();
  await expect(status(page, 'Active')).toBeVisible();
  await expect(page.getByText('Active till')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/subscription$/);

  await page.goto('/dashboard/profile');
  await page.getByRole('link', { name: 'Manage subscription' }).click();
  await expect(status(page, 'Active')).toBeVisible();
  await page.goto('/dashboard/teams');
  await expect(page.getByRole('link', { name: 'Add team', exact: true })).toBeVisible();
  await expect(page.getByText('Adding a team needs a subscription.')).toHaveCount(0);
});

test('pausing with and without a date, resuming, cancelling at period end and now', async ({
  page,
  context,
  request,
}) => {
  const owner = await createDashboardUser(request, 'sub-owner', 'Olive');
  const api = await RoadieApi.signIn(request, owner.email, owner.password);
  await api.subscribe();
  await signIn(page, owner);
  await page.goto('/dashboard/subscription');
  await expect(status(page, 'Active')).toBeVisible();

  const until = new Date(Date.now() + 10 * 86_400_000);
  const day = until.toISOString().slice(0, 10);
  const shown = new Intl.DateTimeFormat('en', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
  await page.getByLabel('Pause until').fill(day);
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(status(page, 'Paused')).toBeVisible();
  await expect(page.getByText(shown)).toBeVisible();
  await expectAccessible(page, 'a paused subscription');
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(status(page, 'Active')).toBeVisible();

  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(status(page, 'Paused')).toBeVisible();
  await expect(page.getByText('You resume it')).toBeVisible();
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(status(page, 'Active')).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByRole('button', { name: 'Pause' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Cancel now' })).toBeDisabled();
  await expect(page.getByText('changing your subscription needs a connection')).toBeVisible();
  await context.setOffline(false);

  await page.getByRole('button', { name: 'Cancel at period end' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel at period end' }).click();
  await expect(page.getByText('Ends with this period', { exact: true })).toBeVisible();
  await expect(status(page, 'Active')).toBeVisible();

  await page.getByRole('button', { name: 'Cancel now' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel now' }).click();
  await expect(status(page, 'Cancelled')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Buy Monthly' })).toBeVisible();
  await page.goto('/dashboard/teams');
  await expect(page.getByText('Adding a team needs a subscription.')).toBeVisible();
});
