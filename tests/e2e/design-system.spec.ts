import { expect, test } from '@playwright/test';
import { createDashboardUser } from './support/accounts';
import { signIn } from './support/sign-in';

const SECTIONS = [
  'Buttons',
  'Form fields',
  'Cards',
  'Notices and markers',
  'States',
  'Dialogs',
  'Toasts',
  'Tables',
];

test('the design-system page shows every section in light and dark, with a real dialog and toasts', async ({
  page,
  request,
}) => {
  const user = await createDashboardUser(request, 'design', 'Dana');
  await signIn(page, user);
  await page.getByRole('link', { name: 'Resources', exact: true }).click();
  await page.getByRole('link', { name: 'design system' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Design system' })).toBeVisible();

  for (const name of SECTIONS) {
    const section = page.getByRole('region', { name, exact: true });
    await expect(section.getByRole('group', { name: `${name}, light` })).toBeVisible();
    await expect(section.getByRole('group', { name: `${name}, dark` })).toBeVisible();
  }
  // The two panels are drawn in two themes, not one: their backgrounds differ.
  const background = (theme: string) =>
    page
      .getByRole('group', { name: `Buttons, ${theme}` })
      .evaluate((panel) => getComputedStyle(panel).backgroundColor);
  expect(await background('light')).toBe('rgb(255, 255, 255)');
  expect(await background('dark')).not.toBe(await background('light'));

  // Real components with their real states.
  const fields = page.getByRole('group', { name: 'Form fields, light' });
  await expect(fields.getByText('Enter a valid e-mail address')).toBeVisible();
  await fields.getByLabel('Password', { exact: true }).fill('Tour-ready-9');
  await expect(fields.getByRole('listitem').filter({ hasText: '(not met yet)' })).toHaveCount(0);
  const states = page.getByRole('group', { name: 'States, dark' });
  await expect(states.getByText('Loading the crew list…')).toBeVisible();
  await expect(states.getByRole('heading', { name: 'Crew list not found' })).toBeVisible();
  await expect(states.getByText('Something went wrong on our side.')).toBeVisible();
  await expect(page.getByText(/^Saved copy from .+ — offline/).first()).toBeVisible();

  // The confirmation dialog opens, confirms (closing, with its toast) and keeps a failure in it.
  await page.getByRole('button', { name: 'Delete Summer tour (dark)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Summer tour?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete tour' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Summer tour deleted (not really)')).toBeVisible();

  await page.getByRole('button', { name: 'Remove Casey (light, fails)' }).click();
  const failing = page.getByRole('dialog', { name: 'Remove Casey?' });
  await failing.getByRole('button', { name: 'Remove' }).click();
  await expect(failing.getByRole('alert')).toHaveText('Casey is on a show today: this is only a demo.');
  await failing.getByRole('button', { name: 'Cancel' }).click();
  await expect(failing).toBeHidden();

  await page.getByRole('button', { name: 'Show an error toast (light)' }).click();
  await expect(page.getByText('Could not save the tour')).toBeVisible();
});
