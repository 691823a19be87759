import { expect, type Page, test } from '@playwright/test';
import { ArtistPages } from './pages/artist-pages';
import { CalendarPage } from './pages/calendar-page';
import { DaysheetPage } from './pages/daysheet-page';
import { GroupsPage } from './pages/groups-page';
import { LibraryPage } from './pages/library-page';
import { LoginPage } from './pages/login-page';
import { PersonnelPage } from './pages/personnel-page';
import { ProfilePage } from './pages/profile-page';
import { RegisterPage } from './pages/register-page';
import { SyncHeader } from './pages/sync-header';
import { TourPage } from './pages/tour-pages';
import { createDashboardUser, DEMO_MANAGER } from './support/accounts';
import { expectAccessible } from './support/axe';
import { RoadieApi } from './support/roadie-api';
import { signIn } from './support/sign-in';

const DEMO_CREW = { email: 'crew@roadie.example', password: DEMO_MANAGER.password } as const;
const DEMO_TOUR = 'Northern Lights Tour';

/** The demo tour (plenty of events, notes and tags to check) and its promo day. */
async function demoTour(page: Page) {
  const api = await RoadieApi.signIn(page.request, DEMO_MANAGER.email, DEMO_MANAGER.password);
  const { tours } = await api.call<{ tours: { id: string; name: string; artistId: string }[] }>(
    'GET',
    '/tours',
  );
  const tour = tours.find((candidate) => candidate.name === DEMO_TOUR);
  if (!tour) throw new Error('the demo manager should have the demo tour');
  const promoDay = (await api.days(tour.id)).find((day) => day.tag === 'PROMO_DAY');
  if (!promoDay) throw new Error('the demo tour has a promo day');
  return { ...tour, promoDate: promoDay.date };
}

// Each test walks many screens and runs axe on every one: minutes, not seconds, on a slow machine.
test.describe.configure({ timeout: 180_000 });

test('sign-in and registration screens have no serious accessibility problems', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await expectAccessible(page, 'login');
  await login.signIn('nobody@example.com', 'Wrong-password-1');
  await login.expectRefused('Invalid email or password');
  await expectAccessible(page, 'login with an error');

  const register = new RegisterPage(page);
  await register.goto();
  await expectAccessible(page, 'register');
  await register.submit();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await expectAccessible(page, 'register with field errors');
});

test('a manager’s tour screens and the event form have no serious accessibility problems', async ({
  page,
}) => {
  const tour = await demoTour(page);
  await signIn(page, DEMO_MANAGER);
  await new SyncHeader(page).expectAllSaved();
  await expectAccessible(page, 'dashboard');

  await new TourPage(page).goto(tour.id, DEMO_TOUR);
  await expectAccessible(page, 'tour page');

  const daysheet = new DaysheetPage(page);
  await daysheet.goto(tour.id, tour.promoDate);
  await expect(daysheet.event('Radio session and interview')).toBeVisible();
  await expectAccessible(page, 'daysheet (manager)');
  await daysheet.addEventButton().click();
  await expect(daysheet.eventForm()).toBeVisible();
  await expectAccessible(page, 'daysheet with the new event form open');
  await daysheet.expand('Radio session and interview');
  await expectAccessible(page, 'daysheet with an event’s details open');
  await page.getByRole('button', { name: 'Delete Radio session and interview' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Radio session and interview?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'daysheet with the delete dialog open');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('a manager’s calendar, artist and profile screens have no serious accessibility problems', async ({
  page,
}) => {
  const tour = await demoTour(page);
  await signIn(page, DEMO_MANAGER);
  const calendar = new CalendarPage(page);
  await calendar.goto();
  await expect(calendar.upcoming().getByRole('listitem').first()).toBeVisible();
  await expectAccessible(page, 'calendar');

  const artists = new ArtistPages(page);
  await page.goto(`/dashboard/artists/${tour.artistId}`);
  await expect(artists.tours()).toBeVisible();
  await expectAccessible(page, 'artist page');
  await page.goto('/dashboard/artists/create');
  await expect(artists.heading('New artist')).toBeVisible();
  await expectAccessible(page, 'new artist form');

  await page.goto('/dashboard');
  await new ProfilePage(page).open();
  await expectAccessible(page, 'profile');
});

test('the people, profile and file screens have no serious accessibility problems', async ({ page }) => {
  const tour = await demoTour(page);
  await signIn(page, DEMO_MANAGER);
  await new PersonnelPage(page).goto(tour.id);
  await expect(new PersonnelPage(page).person('Robin Hale')).toBeVisible();
  await expectAccessible(page, 'tour personnel');
  await new GroupsPage(page).goto(tour.id);
  await expectAccessible(page, 'groups');

  await page.goto('/dashboard');
  const profile = new ProfilePage(page);
  await profile.open();
  for (const section of ['Personal details', 'Travelling details', 'Emergency contacts'] as const) {
    await profile.openSection(section);
    await expectAccessible(page, `profile: ${section}`);
    await profile.backToProfile();
  }

  await new LibraryPage(page).open();
  await expect(page.getByRole('list', { name: 'Library files' })).toBeVisible();
  await expectAccessible(page, 'file library');
  await page.getByRole('link', { name: 'Resources' }).click();
  await expect(page.getByRole('heading', { name: 'Resources', level: 1 })).toBeVisible();
  await expectAccessible(page, 'resources');
});

test('a crew member’s daysheet has no serious accessibility problems', async ({ page }) => {
  const tour = await demoTour(page);
  await signIn(page, DEMO_CREW);
  const daysheet = new DaysheetPage(page);
  await daysheet.goto(tour.id, tour.promoDate);
  await expect(daysheet.event('Radio session and interview')).toBeVisible();
  await expectAccessible(page, 'daysheet (crew)');
});

test('the rider screens have no serious accessibility problems', async ({ page, request }) => {
  // A fresh manager's own tour: the demo tour's data stays as other tests expect it.
  const manager = await createDashboardUser(request, 'a11y-rider', 'Rae');
  const api = await RoadieApi.signIn(request, manager.email, manager.password);
  const { tourId } = await api.createTour('Rider Checks', '2027-09-01', '2027-09-02');
  const rider = await api.call<{ id: string }>('POST', `/riders/tour/${tourId}`, {
    name: 'Club show',
    type: 'SUPPORT',
  });
  await api.call('POST', '/rider-supporting-acts', { riderId: rider.id, name: 'Night Owls' });
  await signIn(page, manager);
  await page.goto('/dashboard/riders');
  await expect(page.getByRole('list', { name: 'Riders of Rider Checks' })).toContainText('Club show');
  await expectAccessible(page, 'riders');
  for (const tab of ['personnel', 'labor', 'technical', 'supporting-act'] as const) {
    await page.goto(`/dashboard/riders/${rider.id}/${tab}`);
    await expect(page.getByRole('heading', { name: 'Club show', level: 1 })).toBeVisible();
    await expectAccessible(page, `rider: ${tab}`);
  }
  await page.goto(`/dashboard/riders/${rider.id}/preview`);
  await expect(page.getByRole('article', { name: 'Rider preview' })).toContainText('Night Owls');
  await expectAccessible(page, 'rider preview');
});
