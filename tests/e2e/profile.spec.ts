import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { SAMPLES } from '../support/file-samples';
import { DashboardPage } from './pages/dashboard-page';
import { LoginPage } from './pages/login-page';
import { ProfilePage } from './pages/profile-page';
import { SyncHeader } from './pages/sync-header';
import { createDashboardUser } from './support/accounts';
import { RoadieApi } from './support/roadie-api';
import { signIn } from './support/sign-in';

test('a user renames themselves and changes their password', async ({ page, request }) => {
  const user = await createDashboardUser(request, 'profile');
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(user.email, user.password);
  const dashboard = new DashboardPage(page);
  await dashboard.expectGreeting(user.firstName);

  const profile = new ProfilePage(page);
  await profile.open();
  await profile.rename('Sasha', 'Lighting');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await dashboard.expectGreeting('Sasha');

  await profile.open();
  await profile.changePassword('Not-my-password-1', 'Brand-new-pass-7');
  await expect(page.getByText('Current password is incorrect')).toBeVisible();

  const tokensBefore = await page.evaluate(() => localStorage.getItem('auth'));
  await page.getByLabel('Current password').fill(user.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password was changed.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  // The server revoked the old pair; the app keeps working on the new one it stored.
  expect(await page.evaluate(() => localStorage.getItem('auth'))).not.toBe(tokensBefore);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();

  await dashboard.logOut();
  await expect(login.heading()).toBeVisible();
  await login.signIn(user.email, user.password);
  await login.expectRefused('Invalid email or password');
  await login.signIn(user.email, 'Brand-new-pass-7');
  await dashboard.expectGreeting('Sasha');
});

/** Signs a new dashboard user in and opens their profile. */
async function signedInProfile(
  page: Page,
  request: APIRequestContext,
  prefix: string,
  before: (api: RoadieApi) => Promise<unknown> = async () => undefined,
) {
  const user = await createDashboardUser(request, prefix);
  const api = await RoadieApi.signIn(request, user.email, user.password);
  await before(api);
  await signIn(page, user);
  const profile = new ProfilePage(page);
  await profile.open();
  return { user, profile, api };
}

type Details = {
  phoneNumber: string | null;
  preferredName: string | null;
  addressId: string | null;
  citizenships: { country: string }[];
};

test('personal details: every field, the phone check, addresses and citizenships', async ({
  page,
  request,
}) => {
  const { profile, api } = await signedInProfile(page, request, 'details');
  await profile.openSection('Personal details');

  await profile.savePersonalDetails({ 'Phone number': 'call me maybe' }, { expectSaved: false });
  await expect(page.getByText('Invalid phone number')).toBeVisible();

  await profile.savePersonalDetails({
    'Complete legal name': 'Robin Alexandra Roadie',
    'Preferred name': 'Ro',
    'Birth date': '1990-05-17',
    'Birth city': 'Lyon',
    'Birth country': 'FR',
    Gender: 'NON_BINARY',
    'Phone number': '+33 6 12 34 56 78',
    'Dietary information': 'Vegetarian',
    Measurements: 'Shirt M',
    'Educational information': 'Sound engineering',
  });
  await profile.addAddress({
    street: '1 Rue de la Paix',
    city: 'Paris',
    state: 'IDF',
    postalCode: '75002',
    country: 'France',
  });
  await expect(page.getByRole('listitem').filter({ hasText: '1 Rue de la Paix' })).toContainText('Main');
  await page.getByLabel('Add a citizenship').selectOption({ label: 'Canada' });
  await page.getByRole('button', { name: 'Add citizenship' }).click();
  await expect(page.getByRole('button', { name: 'Remove citizenship Canada' })).toBeVisible();

  await expect
    .poll(async () => (await api.call<Details>('GET', '/users/current-user/personal-details')).phoneNumber)
    .toBe('+33 6 12 34 56 78');
  const saved = await api.call<Details>('GET', '/users/current-user/personal-details');
  expect(saved).toMatchObject({ preferredName: 'Ro', citizenships: [{ country: 'CA' }] });
  expect(saved.addressId).not.toBeNull();

  await profile.backToProfile();
  await expect(profile.sectionLink('Personal details')).toContainText('Robin Alexandra Roadie');
});

test('passports: add, edit and delete, with the warning for one that expires within a tour', async ({
  page,
  request,
}) => {
  const { profile, api } = await signedInProfile(page, request, 'passports', (setup) =>
    setup.createTour('Autumn run', '2027-10-01', '2027-10-05'),
  );

  await profile.openSection('Travelling details');
  await profile.addPassport({ number: 'P1111111', expirationDate: '2027-10-03', country: 'France' });
  await profile.addPassport({
    number: 'P2222222',
    issueDate: '2020-01-01',
    expirationDate: '2035-01-01',
    country: 'Canada',
  });
  await profile.editPassport('P2222222', { number: 'P3333333' });
  await expect(profile.passport('P3333333')).toBeVisible();
  await profile.deletePassport('P3333333');
  await expect
    .poll(async () =>
      (
        await api.call<{ passports: { number: string }[] }>('GET', '/users/current-user/travelling-details')
      ).passports.map((p) => p.number),
    )
    .toEqual(['P1111111']);

  await profile.backToProfile();
  await expect(page.getByRole('alert').filter({ hasText: 'Passport warnings' })).toContainText(
    'Passport expires 2027-10-03, within the tour dates: Autumn run',
  );
});

test('emergency contacts and a personal document upload, then viewing it', async ({ page, request }) => {
  const { profile, api } = await signedInProfile(page, request, 'contacts');
  await profile.openSection('Emergency contacts');
  await profile.addContact({
    name: 'Kim Roadie',
    relation: 'Sister',
    phone: '+1 555 0100',
    email: 'kim@example.com',
  });
  await expect(page.getByRole('listitem').filter({ hasText: 'Kim Roadie' })).toContainText('Sister');
  await expect
    .poll(async () =>
      (await api.call<{ name: string }[]>('GET', '/users/current-user/emergency-contacts')).map(
        (c) => c.name,
      ),
    )
    .toEqual(['Kim Roadie']);

  await profile.backToProfile();
  await expect(profile.sectionLink('Emergency contacts')).toContainText('Kim Roadie');
  await profile.uploadDocument('W-9', {
    name: 'w9.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(SAMPLES.pdf),
  });
  await expect(page.getByRole('listitem').filter({ hasText: 'w9.pdf' })).toBeVisible();
  expect(await profile.viewDocument('W-9')).toContain('/api/files/download/');
});

test('a personal details edit made offline waits on the device and syncs when back online', async ({
  page,
  context,
  request,
}) => {
  const { profile, api } = await signedInProfile(page, request, 'offline-profile');
  await profile.openSection('Personal details');
  await expect(page.getByLabel('Phone number')).toBeVisible();

  await context.setOffline(true);
  const header = new SyncHeader(page);
  await header.expectText('Offline');
  await profile.savePersonalDetails({ 'Phone number': '+44 20 7946 0000', 'Preferred name': 'Offline Ro' });
  await expect(page.getByRole('main').getByText('Waiting to sync')).toBeVisible();
  await header.expectText('1 change waiting');

  await context.setOffline(false);
  await header.expectAllSaved();
  await expect(page.getByRole('main').getByText('Waiting to sync')).toBeHidden();
  const saved = await api.call<Details>('GET', '/users/current-user/personal-details');
  expect(saved).toMatchObject({ phoneNumber: '+44 20 7946 0000', preferredName: 'Offline Ro' });
});
