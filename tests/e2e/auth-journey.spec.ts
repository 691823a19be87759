import { expect, test } from '@playwright/test';
import { DashboardPage, SIDEBAR_ENTRIES } from './pages/dashboard-page';
import { LoginPage } from './pages/login-page';
import { OnboardingPage } from './pages/onboarding-page';
import { RegisterPage } from './pages/register-page';
import { TermsPage } from './pages/terms-page';
import { linkFromMail, TEST_PASSWORD, uniqueEmail } from './support/accounts';

test('a new user registers, confirms the e-mail, accepts the terms, skips onboarding and reaches the dashboard', async ({
  page,
  request,
}) => {
  const user = { email: uniqueEmail('journey'), firstName: 'Jamie', lastName: 'Stagehand' };
  const register = new RegisterPage(page);
  await register.goto();
  await register.fill(user);

  // The four hints tick one by one as the password grows.
  const hints = [
    'At least 8 characters',
    'At least 1 uppercase and 1 lowercase letter',
    'At least 1 number',
    'At least 1 special character',
  ];
  for (const hint of hints) await expect(register.hint(hint)).toHaveAttribute('data-met', 'false');
  await register.typePassword('tour');
  await expect(register.hint('At least 8 characters')).toHaveAttribute('data-met', 'false');
  await register.typePassword('tourtour');
  await expect(register.hint('At least 8 characters')).toHaveAttribute('data-met', 'true');
  await expect(register.hint('At least 1 uppercase and 1 lowercase letter')).toHaveAttribute(
    'data-met',
    'false',
  );
  await register.typePassword('Tourtour');
  await expect(register.hint('At least 1 uppercase and 1 lowercase letter')).toHaveAttribute(
    'data-met',
    'true',
  );
  await expect(register.hint('At least 1 number')).toHaveAttribute('data-met', 'false');
  await register.typePassword('Tourtour9');
  await expect(register.hint('At least 1 number')).toHaveAttribute('data-met', 'true');
  await expect(register.hint('At least 1 special character')).toHaveAttribute('data-met', 'false');
  await register.typePassword(TEST_PASSWORD);
  for (const hint of hints) await expect(register.hint(hint)).toHaveAttribute('data-met', 'true');

  await register.submit();
  await expect(page).toHaveURL(/\/register-confirm/);
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  const confirmationLink = await linkFromMail(request, user.email, '/register-complete');

  // Before the link is opened the account cannot sign in.
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(user.email, TEST_PASSWORD);
  await login.expectRefused('confirm your e-mail');

  await page.goto(`${confirmationLink.pathname}${confirmationLink.search}`);
  await expect(page.getByRole('heading', { name: 'Your e-mail is confirmed' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();

  await login.signIn(user.email, TEST_PASSWORD);
  const terms = new TermsPage(page);
  await terms.expectShown();
  await terms.submit();
  await expect(page.getByRole('alert')).toHaveText(
    'You must agree to the new terms and conditions, privacy policies before proceeding',
  );
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await terms.agreeToAll();
  await terms.submit();

  const onboarding = new OnboardingPage(page);
  await onboarding.expectShown(user.firstName);
  await onboarding.skip();

  const dashboard = new DashboardPage(page);
  await dashboard.expectGreeting(user.firstName);
  await expect(dashboard.sidebarEntries()).toHaveText([...SIDEBAR_ENTRIES]);
});

test('a confirmation link that is not valid says so', async ({ page }) => {
  await page.goto('/register-complete?token=not-a-real-token');
  await expect(page.getByRole('heading', { name: 'We could not confirm your e-mail' })).toBeVisible();
  await expect(page.getByRole('alert')).not.toBeEmpty();
});
