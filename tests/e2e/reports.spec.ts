import { expect, type Page, test } from '@playwright/test';
import { PwaApp } from './pages/pwa-app';
import { ReportBuilderPage, ReportPage, ReportsPage } from './pages/reports-pages';
import { createDashboardUser } from './support/accounts';
import { expectAccessible } from './support/axe';
import { RoadieApi } from './support/roadie-api';
import { signIn } from './support/sign-in';

type ApiReport = { id: string; status: string };

/** A manager like the demo's: a tour with two show days in two cities. */
async function managerWithShows(page: Page, prefix: string) {
  const manager = await createDashboardUser(page.request, prefix, 'Mara');
  const api = await RoadieApi.signIn(page.request, manager.email, manager.password);
  const tourName = `${prefix} Run`;
  const { tourId, days } = await api.createTour(tourName, '2027-07-01', '2027-07-02');
  const places = [
    { city: 'Hamburg', venue: 'Docks', timeZone: 'Europe/Berlin' },
    { city: 'Berlin', venue: 'Columbiahalle', timeZone: 'Europe/Berlin' },
  ];
  for (const [index, day] of days.entries()) {
    await api.call('POST', `/tour-days/${tourId}`, { date: day.date, place: places[index] });
    await api.tagDay(day.id, 'SHOW_DAY');
    await api.addEvent(day.id, {
      type: 'SHOW',
      title: `${places[index]?.city} show`,
      startAt: `${day.date}T18:00:00.000Z`,
      endAt: `${day.date}T20:00:00.000Z`,
    });
  }
  return { manager, api, tourId, tourName };
}

test('a manager builds an events report, saves it as a template, generates it and downloads the CSV', async ({
  page,
}) => {
  const { manager, tourId, tourName } = await managerWithShows(page, 'reports');
  await signIn(page, manager);
  const reports = new ReportsPage(page);
  await reports.openFromMenu();
  await expect(page.getByText('No reports yet')).toBeVisible();

  await page.getByRole('link', { name: 'New report' }).click();
  const builder = new ReportBuilderPage(page);
  await builder.expectOpen();
  await builder.chooseRows('Events');
  await builder.chooseTour(tourName);
  await builder.pick('Events', 'Event');
  await builder.pick('Events', 'Date');
  await builder.pick('Events', 'City');
  await expect.poll(() => builder.pickedColumns()).toEqual(['Event', 'Date', 'City']);
  await builder.moveUp('Date');
  await expect.poll(() => builder.pickedColumns()).toEqual(['Date', 'Event', 'City']);
  await expectAccessible(page, 'report builder');

  // No name yet: the field says so and nothing is sent.
  await builder.generate().click();
  await expect(builder.fieldError('Name is required')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/reports\/new\/blank/);

  await builder.name().fill('Show list');
  await builder.saveAsTemplate().click();
  await expect(page.getByText('Template created', { exact: true })).toBeVisible();

  await builder.generate().click();
  await expect(page).toHaveURL(/\/dashboard\/reports\/[0-9a-f-]{36}$/);
  const report = new ReportPage(page);
  await expect(page.getByRole('heading', { name: 'Show list', level: 1 })).toBeVisible();
  await expect(page.getByText('Report generated', { exact: true })).toBeVisible();
  await expect(report.progress()).toHaveAttribute('aria-valuenow', '100');
  // Both the screen and the watcher of reports started here see it finish: one toast.
  await expect(page.getByText('Report generated', { exact: true })).toHaveCount(1);
  await expect(page.getByText('2 rows')).toBeVisible();
  expect(await report.headings()).toEqual(['Date', 'Event', 'City']);
  expect(await report.row(1)).toEqual(['2027-07-01', 'Hamburg show', 'Hamburg']);
  expect(await report.row(2)).toEqual(['2027-07-02', 'Berlin show', 'Berlin']);
  await expectAccessible(page, 'report');

  const csv = await report.download('Download CSV');
  expect(csv.name).toMatch(/\.csv$/);
  const lines = csv.text.replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe('Date,Event,City');
  expect(lines[1]).toBe('2027-07-01,Hamburg show,Hamburg');

  // The list shows the report as done and the template to make it again.
  await page.getByRole('link', { name: '← Reports' }).click();
  await expect(reports.report('Show list')).toContainText('Done');
  await expect(reports.templates().getByRole('link', { name: 'Generate from Show list' })).toBeVisible();

  // The tour's own list, and "New report" there starts on that tour.
  await page.goto(`/dashboard/tours/${tourId}`);
  await page.getByRole('navigation', { name: 'Tour' }).getByRole('link', { name: 'Reports' }).click();
  await expect(reports.report('Show list')).toBeVisible();
  await page.getByRole('link', { name: 'New report' }).click();
  await builder.expectOpen();
  await expect(builder.form().getByRole('combobox', { name: 'Tour' })).toHaveValue(tourId);
});

test('offline, the saved lists still show and generating waits for a connection', async ({
  page,
  context,
}) => {
  const { manager, api, tourId } = await managerWithShows(page, 'reports-off');
  const template = await api.call<{ id: string }>('POST', '/report-templates', {
    name: 'Crew list',
    subject: 'people',
    columns: ['person.name', 'person.email'],
  });
  const started = await api.call<ApiReport>('POST', '/reports', { tourId, templateId: template.id });
  await expect
    .poll(async () => (await api.call<ApiReport>('GET', `/reports/${started.id}`)).status)
    .toBe('done');

  await signIn(page, manager);
  const reports = new ReportsPage(page);
  await reports.openFromMenu();
  await expect(reports.report('Crew list')).toContainText('Done');
  await expect(reports.templates().getByRole('listitem', { name: 'Crew list' })).toBeVisible();
  // Saved (throttled) before the reload below: what the user relies on offline.
  await expect
    .poll(async () => (await reports.savedQueryKeys(api.userId)).join(' '), { timeout: 10_000 })
    .toMatch(/"reports","list".*"reports","templates"|"reports","templates".*"reports","list"/);
  await new PwaApp(page).waitUntilInstalled();

  await context.setOffline(true);
  await page.reload();
  await expect(reports.report('Crew list')).toContainText('Done');
  await expect(page.getByRole('status').filter({ hasText: /^Saved copy from/ })).toBeVisible();
  const needsConnection = 'Reports are made on the server: connect to generate or download one.';
  await expect(page.getByText(needsConnection)).toBeVisible();
  await expect(reports.templates().getByRole('button', { name: 'Delete Crew list' })).toBeDisabled();

  await reports.templates().getByRole('link', { name: 'Generate from Crew list' }).click();
  const builder = new ReportBuilderPage(page);
  await builder.expectOpen();
  await expect(builder.name()).toHaveValue('Crew list');
  await expect(builder.generate()).toBeDisabled();
  await expect(builder.saveAsTemplate()).toBeDisabled();
  await expect(builder.form().getByText(needsConnection)).toBeVisible();
});
