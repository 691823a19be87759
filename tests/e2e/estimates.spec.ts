import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { downloadFrom } from './support/download';
import { signIn } from './support/sign-in';
import { teamWithAWage } from './support/teams';

test('an owner estimates a tour from the wages, edits it, saves, prints and exports it', async ({
  page,
  request,
}) => {
  const { owner, team } = await teamWithAWage(request, 'estimate', 'Lights Crew', {
    dailyWage: '350.00',
    hourRate: '45.50',
    perDiem: '60.10',
  });

  await signIn(page, owner);
  await page.goto(`/dashboard/teams/${team.id}`);
  await page
    .getByRole('navigation', { name: 'Team sections' })
    .getByRole('link', { name: 'Estimating' })
    .click();
  await expect(page.getByText('No estimates yet', { exact: false })).toBeVisible();
  await page.getByLabel('Tour to estimate').selectOption({ label: 'Harbour Lights (2027-07-01)' });
  await page.getByRole('button', { name: 'New estimate' }).click();

  // Prefilled from the wage: 3 tour days × (350.00 + 60.10), no hours.
  await expect(page.getByRole('heading', { level: 1, name: 'Estimate for Harbour Lights' })).toBeVisible();
  await expect(page.getByLabel('Description, line 1')).toHaveValue('Casey Roadie — Rigger');
  await expect(page.getByLabel('Days, line 1')).toHaveValue('3');
  await expect(page.getByLabel('Total, line 1')).toHaveText('USD 1,230.30');
  await expect(page.getByTestId('estimate-total')).toHaveText('USD 1,230.30');

  // 3.25 h × 45.50 = 147.875 → the line rounds once: 1,378.18.
  await page.getByLabel('Hours, line 1').fill('3.25');
  await expect(page.getByLabel('Total, line 1')).toHaveText('USD 1,378.18');
  await page.getByRole('button', { name: 'Add line' }).click();
  await page.getByLabel('Description, line 2').fill('Truck hire');
  await page.getByLabel('Days, line 2').fill('3');
  await page.getByLabel('Daily wage, line 2').fill('0.10');
  await page.getByLabel('Per diem, line 2').fill('0.20');
  await expect(page.getByLabel('Total, line 2')).toHaveText('USD 0.90');
  await expect(page.getByTestId('estimate-total')).toHaveText('USD 1,379.08');
  await page.getByLabel('Hour rate, line 2').fill('1.234');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Must have at most 2 decimal places')).toBeVisible();
  await page.getByLabel('Hour rate, line 2').fill('0');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
  await expectAccessible(page, 'the estimate editor');

  await page.reload();
  await expect(page.getByLabel('Description, line 2')).toHaveValue('Truck hire');
  await expect(page.getByLabel('Hours, line 1')).toHaveValue('3.25');
  await expect(page.getByTestId('estimate-total')).toHaveText('USD 1,379.08');

  await page.emulateMedia({ media: 'print' });
  const printed = page.getByTestId('estimate-print');
  await expect(printed).toBeVisible();
  await expect(printed.getByRole('row', { name: /Truck hire/ })).toContainText('USD 0.90');
  await expect(printed.getByRole('row', { name: /^Total/ })).toContainText('USD 1,379.08');
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(printed).toBeHidden();

  const csv = await downloadFrom(page, 'Export CSV');
  expect(csv.name).toBe('Estimate for Harbour Lights.csv');
  expect(csv.bytes.toString('utf8').split('\r\n')).toEqual([
    '"Description","Days","Hours","Daily wage (USD)","Per diem (USD)","Hour rate (USD)","Total (USD)"',
    '"Casey Roadie — Rigger","3.00","3.25","350.00","60.10","45.50","1378.18"',
    '"Truck hire","3.00","0.00","0.10","0.20","0.00","0.90"',
    '"Total","6.00","3.25","350.10","60.30","45.50","1379.08"',
    '',
  ]);

  await page.getByRole('link', { name: /estimates$/ }).click();
  await expect(page.getByRole('list', { name: 'Estimates' })).toContainText('USD 1,379.08');
});
