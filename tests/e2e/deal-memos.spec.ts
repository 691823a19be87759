import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { createDashboardUser } from './support/accounts';
import { expectAccessible } from './support/axe';
import { RoadieApi } from './support/roadie-api';
import { signIn } from './support/sign-in';

const TEAM = {
  name: 'Harbour Crew',
  locationName: 'Warehouse 5',
  street: '12 Dock Road',
  city: 'Nashville',
  state: 'TN',
  postalCode: '37201',
  country: 'US',
  currency: 'USD',
};

/** Presses a download button; the saved file's name and bytes. */
async function download(page: Page, label: string) {
  const started = page.waitForEvent('download');
  await page.getByRole('button', { name: label }).click();
  const file = await started;
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

test('an owner issues a deal memo from a wage, prints and downloads it, then sums the team’s pay on the tour', async ({
  page,
  request,
}) => {
  const owner = await createDashboardUser(request, 'memo-owner', 'Olive');
  const crew = await createDashboardUser(request, 'memo-crew', 'Casey');
  const api = await RoadieApi.signIn(request, owner.email, owner.password);
  const crewApi = await RoadieApi.signIn(request, crew.email, crew.password);
  const { tourId } = await api.createTour('Harbour Lights', '2027-07-01', '2027-07-03');
  const team = await api.call<{ id: string }>('POST', '/workspace-teams', TEAM);
  const member = await api.call<{ id: string }>('POST', `/workspace-teams/${team.id}/members`, {
    email: crew.email,
    position: 'Rigger',
  });
  await crewApi.call('POST', `/invitations/workspace-team/${member.id}/accept`);
  await api.call('POST', `/workspace-teams/${team.id}/members/${member.id}/wages`, {
    tourId,
    dailyWage: '100.10',
    hourRate: '12.50',
    perDiem: '20.20',
  });
  await api.addPersonnel(tourId, crew.email, 'TOUR_MEMBER');
  await crewApi.acceptInvitation(tourId);

  await signIn(page, owner);
  await page.goto(`/dashboard/teams/${team.id}/members/${member.id}/wages`);
  await page.getByRole('button', { name: 'Issue a deal memo for Harbour Lights' }).click();
  const memo = page.getByRole('article', { name: 'Deal memo 1' });
  await expect(memo).toBeVisible();
  for (const text of [
    'Harbour Lights',
    'Rigger',
    '2027-07-01',
    '2027-07-03',
    'Casey',
    'USD 100.10',
    'USD 20.20',
  ])
    await expect(memo).toContainText(text);
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectAccessible(page, 'a deal memo');
  const pdf = await download(page, 'Download PDF');
  expect(pdf.name).toMatch(/^Deal memo 1 – Casey .+\.pdf$/);
  expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');

  await page.getByRole('link', { name: '← Wages' }).click();
  await expect(page.getByRole('link', { name: 'Deal memo 1 · Harbour Lights' })).toBeVisible();

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
  const csv = await download(page, 'Download CSV');
  expect(csv.name).toMatch(/^Summary report – Harbour Crew – Harbour Lights\.csv$/);
  expect(csv.bytes.toString('utf8')).toContain('Totals,,3,,,300.30,60.60,360.90');
});
