import { expect, test } from '@playwright/test';
import { DashboardPage } from './pages/dashboard-page';
import { DaysheetPage } from './pages/daysheet-page';
import { GroupsPage } from './pages/groups-page';
import { PwaApp } from './pages/pwa-app';
import { SyncHeader } from './pages/sync-header';
import { TourPage } from './pages/tour-pages';
import { createDashboardUser } from './support/accounts';
import { type ApiEvent, RoadieApi } from './support/roadie-api';
import { signIn } from './support/sign-in';

test('a manager makes a group and an assigned-only event for it; its member sees it (offline too), others do not', async ({
  page,
  context,
  request,
}) => {
  // Three people, each signing in, plus an offline reload: a long journey, not a slow screen.
  test.slow();
  const manager = await createDashboardUser(request, 'groups-mgr', 'Mara');
  const gail = await createDashboardUser(request, 'groups-gail', 'Gail');
  const otto = await createDashboardUser(request, 'groups-otto', 'Otto');
  const api = await RoadieApi.signIn(request, manager.email, manager.password);
  const { tourId, days } = await api.createTour('Group Run', '2027-07-01', '2027-07-02');
  await api.tagDay(days[0]?.id ?? '', 'SHOW_DAY');
  for (const person of [gail, otto]) {
    await api.addPersonnel(tourId, person.email, 'TOUR_MEMBER');
    const own = await RoadieApi.signIn(request, person.email, person.password);
    await own.acceptInvitation(tourId);
    // Gail's number travels with the tour's people, so her crew can call her from the daysheet offline.
    if (person === gail)
      await own.call('PATCH', `/users/personal-details/${own.userId}`, { phoneNumber: '+1 555 010 2030' });
  }

  await signIn(page, manager);
  const groups = new GroupsPage(page);
  await new TourPage(page).goto(tourId, 'Group Run');
  await page.getByRole('navigation', { name: 'Tour' }).getByRole('link', { name: 'Groups' }).click();
  await groups.create('Audio');
  await groups.addPeople('Audio', ['Gail Roadie']);
  await expect(page.getByText('User assigned')).toBeVisible();
  await expect(groups.members('Audio')).toHaveText(/Gail Roadie/);

  const daysheet = new DaysheetPage(page);
  await daysheet.goto(tourId, '2027-07-01');
  await daysheet.addEventButton().click();
  const form = daysheet.eventForm();
  await daysheet.fillEvent(form, { type: 'Show', title: 'Line check', start: '15:00', end: '16:00' });
  await form.getByLabel('Assigned people only').check();
  await form.getByRole('checkbox', { name: /^Audio/ }).check();
  await form.getByRole('button', { name: 'Add event' }).click();
  await expect(daysheet.toast('Event added')).toBeVisible();
  await daysheet.expand('Line check');
  await expect(daysheet.event('Line check')).toContainText('Audio (group): Gail Roadie');
  await new SyncHeader(page).expectAllSaved();
  const schedule = await api.call<{ events: (ApiEvent & { personnelGroupIds: string[] })[] }[]>(
    'GET',
    `/v2/events/tour/${tourId}`,
  );
  const stored = schedule.flatMap((day) => day.events).filter((event) => event.title === 'Line check');
  expect(stored).toEqual([
    expect.objectContaining({ visibility: 'ASSIGNED_ONLY', personnelGroupIds: [expect.any(String)] }),
  ]);
  await new DashboardPage(page).logOut();

  await signIn(page, gail);
  await daysheet.goto(tourId, '2027-07-01');
  await daysheet.expand('Line check');
  await expect(daysheet.event('Line check')).toContainText('Audio (group): Gail Roadie');
  await new SyncHeader(page).expectAllSaved();
  // Controlled before the network goes: a page loaded while the worker was still activating is
  // reloaded once (the offline reload below must come from the service worker).
  await new PwaApp(page).expectControlled();
  await context.setOffline(true);
  await page.reload();
  await daysheet.expectDay('2027-07-01');
  await daysheet.expand('Line check');
  await expect(daysheet.event('Line check')).toContainText('Audio (group): Gail Roadie');
  await expect(
    daysheet.event('Line check').getByRole('link', { name: 'Call Gail Roadie on +1 555 010 2030' }),
  ).toHaveAttribute('href', 'tel:+15550102030');
  await groups.goto(tourId);
  await expect(groups.members('Audio')).toHaveText(/Gail Roadie/);
  await expect(page.getByRole('button', { name: 'Remove Gail Roadie from Audio' })).toHaveCount(0);
  await context.setOffline(false);
  await new DashboardPage(page).logOut();

  await signIn(page, otto);
  await daysheet.goto(tourId, '2027-07-01');
  await expect(page.getByText('No events on this day.')).toBeVisible();
  await expect(daysheet.event('Line check')).toHaveCount(0);
});

test('a manager offline reads the groups but cannot change them', async ({ page, context, request }) => {
  const manager = await createDashboardUser(request, 'groups-off', 'Nell');
  const api = await RoadieApi.signIn(request, manager.email, manager.password);
  const { tourId } = await api.createTour('Quiet Run', '2027-08-01', '2027-08-01');
  const group = await api.call<{ id: string }>('POST', `/groups/${tourId}`, { name: 'Backline' });
  await api.call('POST', `/groups/${group.id}/members`, { userIds: [api.userId] });

  await signIn(page, manager);
  const groups = new GroupsPage(page);
  await groups.goto(tourId);
  await expect(groups.members('Backline')).toHaveText(/Nell Roadie/);
  await new PwaApp(page).waitUntilInstalled();
  await context.setOffline(true);
  await expect(page.getByText('Changing groups needs a connection.')).toBeVisible();
  await expect(page.getByRole('form', { name: 'New group' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove Nell Roadie from Backline' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Delete Backline' })).toBeDisabled();
});
