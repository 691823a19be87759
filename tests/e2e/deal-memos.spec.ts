import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { downloadFrom } from './support/download';
import { signIn } from './support/sign-in';
import { teamWithAWage } from './support/teams';

test('an owner issues a deal memo from a wage, prints and downloads it, then sums the team’s pay on the tour', async ({
  page,
  request,
}) => {
  const { owner, crew, api, crewApi, tourId, team, member } = await teamWithAWage(
    request,
    'memo',
    'Harbour Crew',
    { dailyWage: '100.10', hourRate: '12.50', perDiem: '20.20' },
  );
  await api.addPersonnel(tourId, crew.email, 'TOUR_MEMBER');
  await crewApi.acceptInvitation(tourId);

  await signIn(page, owner);
  await page.goto(`/dashboard/teams/${team.id}/members/${member.id}/wages`);
  await page.getByRole('button', { name: 'Issue a deal memo for Harbour Lights' }).click();
  const form = page.getByRole('form', { name: 'Deal memo for Harbour Lights' });
  // Typed values beside the defaults: the job name is left blank, so it is the tour's.
  await form.getByLabel('Job number').fill('HL-7');
  await form.getByLabel('Start date').fill('2027-07-02');
  await form.getByLabel('End date').fill('2027-07-01');
  await form.getByRole('button', { name: 'Issue deal memo' }).click();
  await expect(form.getByText('End date must be on or after the start date')).toBeVisible();
  await form.getByLabel('End date').fill('2027-07-03');
  await form.getByRole('button', { name: 'Issue deal memo' }).click();
  const memo = page.getByRole('article', { name: 'Deal memo HL-7' });
  await expect(memo).toBeVisible();
  for (const text of [
    'Harbour Lights',
    'Rigger',
    '2027-07-02',
    '2027-07-03',
    'Casey',
    'USD 100.10',
    'USD 20.20',
  ])
    await expect(memo).toContainText(text);
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectAccessible(page, 'a deal memo');
  const pdf = await downloadFrom(page, 'Download PDF');
  expect(pdf.name).toMatch(/^Deal memo HL-7 – Casey .+\.pdf$/);
  expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');

  await page.getByRole('link', { name: '← Wages' }).click();
  await expect(page.getByRole('link', { name: 'Deal memo HL-7 · Harbour Lights' })).toBeVisible();

  await page.goto(`/dashboard/teams/${team.id}`);
  await page
    .getByRole('navigation', { name: 'Team sections' })
    .getByRole('link', { name: 'Reports' })
    .click();
  await expect(page.getByText('No summary reports yet.', { exact: false })).toBeVisible();
  await page.getByLabel('Tour').selectOption({ label: 'Harbour Lights (2027-07-01)' });
  await page.getByRole('button', { name: 'New summary report' }).click();
  const report = page.getByRole('article', { name: 'Harbour Lights' });
  const totals = report.getByRole('row', { name: /Totals/ });
  await expect(totals).toContainText('USD 300.30');
  await expect(totals).toContainText('USD 60.60');
  await expect(totals).toContainText('USD 360.90');
  await expect(report.getByRole('row', { name: /Casey/ })).toContainText('3');
  await expectAccessible(page, 'the team’s summary reports');
  const csv = await downloadFrom(page, 'Download CSV');
  expect(csv.name).toMatch(/^Summary report – Harbour Crew – Harbour Lights\.csv$/);
  expect(csv.bytes.toString('utf8')).toContain('Totals,,3,,,300.30,60.60,360.90');
});
