import { expect, test } from '@playwright/test';
import { SAMPLES } from '../support/file-samples';
import { DashboardPage } from './pages/dashboard-page';
import { OnboardingPage } from './pages/onboarding-page';
import { ProfilePage } from './pages/profile-page';
import { RoadieApi } from './support/roadie-api';

type Saved = {
  completeLegalName: string | null;
  phoneNumber: string | null;
  citizenships: { country: string }[];
};

test('skipping from a step opens the dashboard', async ({ page, request }) => {
  const { user, onboarding } = await OnboardingPage.begin(page, request, 'onboarding-skip');
  await onboarding.start();
  await onboarding.next(1);
  await onboarding.skip();
  await new DashboardPage(page).expectGreeting(user.firstName);
});

test('every step on a phone, with real data, ends on the dashboard and the data is on the profile', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { user, onboarding } = await OnboardingPage.begin(page, request, 'onboarding-all', 'Jules');
  const profile = new ProfilePage(page);
  await onboarding.start();

  await page.getByLabel('Complete legal name').fill('Jules Maria Roadie');
  await page.getByLabel('Preferred name').fill('Jules');
  await onboarding.next(1);
  await page.getByLabel('Birth date').fill('1992-03-04');
  await page.getByLabel('Gender').selectOption({ label: 'Female' });
  await onboarding.next(2);
  await profile.addAddress({
    street: '5 Abbey Road',
    city: 'London',
    state: 'London',
    postalCode: 'NW8 9AY',
    country: 'United Kingdom',
  });
  await page.getByLabel('Phone number').fill('+44 7700 900123');
  await onboarding.next(3);
  await page.getByLabel('Add a citizenship').selectOption({ label: 'Ireland' });
  await page.getByRole('button', { name: 'Add citizenship' }).click();
  await expect(page.getByRole('button', { name: 'Remove citizenship Ireland' })).toBeVisible();
  await onboarding.next(4);
  await page.getByLabel('Dietary information').fill('No nuts');
  await onboarding.next(5);
  await page.getByLabel('Home airport').fill('LHR');
  await page.getByLabel('Seat preference').selectOption({ label: 'Aisle' });
  await onboarding.next(6);
  await profile.addPassport({ number: 'IE1234567', expirationDate: '2033-06-30', country: 'Ireland' });
  await onboarding.next(7);
  await profile.addContact({ name: 'Sam Roadie', relation: 'Brother', phone: '+44 7700 900456' });
  await onboarding.next(8);
  await profile.uploadDocument('Headshot', {
    name: 'me.png',
    mimeType: 'image/png',
    buffer: Buffer.from(SAMPLES.png),
  });
  // Nothing on the page is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await onboarding.finish();
  await new DashboardPage(page).expectGreeting(user.firstName);

  await page.goto('/dashboard/profile');
  await expect(profile.sectionLink('Personal details')).toContainText('Jules Maria Roadie');
  await expect(profile.sectionLink('Travelling details')).toContainText('1 passport · flies from LHR');
  await expect(profile.sectionLink('Emergency contacts')).toContainText('Sam Roadie');
  await expect(page.getByRole('listitem').filter({ hasText: 'me.png' })).toBeVisible();
  const api = await RoadieApi.signIn(request, user.email, user.password);
  await expect
    .poll(async () => (await api.call<Saved>('GET', '/users/current-user/personal-details')).phoneNumber)
    .toBe('+44 7700 900123');
  expect(await api.call<Saved>('GET', '/users/current-user/personal-details')).toMatchObject({
    completeLegalName: 'Jules Maria Roadie',
    citizenships: [{ country: 'IE' }],
  });
});

test('leaving at step 4 and signing in again resumes at step 4', async ({ page, request }) => {
  const { user, login, onboarding } = await OnboardingPage.begin(page, request, 'onboarding-resume');
  await onboarding.start();
  for (const step of [1, 2, 3, 4]) await onboarding.next(step);
  await onboarding.back();
  await onboarding.expectStep(3, 'Citizenships');

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(login.heading()).toBeVisible();
  await login.signIn(user.email, user.password);
  await onboarding.expectShown(user.firstName);
  await page.getByRole('button', { name: 'Continue at step 5' }).click();
  await onboarding.expectStep(4, 'Dietary, measurements and education');
});

test('a newer copy of the profile arriving while someone types keeps what they typed and fills the rest', async ({
  page,
  request,
}) => {
  const { user, onboarding } = await OnboardingPage.begin(page, request, 'onboarding-typing');
  await onboarding.start();
  await onboarding.next(1);
  await onboarding.next(2);
  const phone = page.getByLabel('Phone number');
  await phone.fill('+44 7700 900789');
  // Adding the first address makes it the main one and re-reads the profile from the server.
  await new ProfilePage(page).addAddress({
    street: '1 Quay Street',
    city: 'Dublin',
    state: 'Dublin',
    postalCode: 'D01',
    country: 'Ireland',
  });
  await expect(page.getByLabel('Main address').locator('option:checked')).toHaveText(/^1 Quay Street/);
  await expect(phone).toHaveValue('+44 7700 900789');
  await onboarding.next(3);
  const api = await RoadieApi.signIn(request, user.email, user.password);
  await expect
    .poll(async () => (await api.call<Saved>('GET', '/users/current-user/personal-details')).phoneNumber)
    .toBe('+44 7700 900789');
});

test('a step that cannot be saved as reached says why and stays; the next try moves on', async ({
  page,
  context,
  request,
}) => {
  const { user, onboarding } = await OnboardingPage.begin(page, request, 'onboarding-offline-move');
  await onboarding.start();
  await onboarding.next(1);
  await page.getByLabel('Birth date').fill('1990-01-02');

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Next' }).click();
  // The answer is kept on the device; only the step reached needs the server.
  await expect(page.getByRole('alert').filter({ hasText: 'Could not reach the server' })).toBeVisible();
  await onboarding.expectStep(1, 'Birth and gender');
  await expect(page.getByRole('button', { name: 'Back' })).toBeEnabled();

  await context.setOffline(false);
  await onboarding.next(2);
  const api = await RoadieApi.signIn(request, user.email, user.password);
  await expect
    .poll(
      async () =>
        (await api.call<{ birthDate: string | null }>('GET', '/users/current-user/personal-details'))
          .birthDate,
    )
    .toBe('1990-01-02');
});
