import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/login-page';
import { ConfirmResetPasswordPage, ResetPasswordPage } from './pages/reset-password-pages';
import { TermsPage } from './pages/terms-page';
import { createConfirmedUser, linkFromMail } from './support/accounts';

test('a forgotten password is reset through the mailed link', async ({ page, request }) => {
  const user = await createConfirmedUser(request, 'reset');
  const newPassword = 'Fresh-strings-42';

  await new ResetPasswordPage(page).request(user.email);
  const link = await linkFromMail(request, user.email, '/confirm-reset-password');

  const confirm = new ConfirmResetPasswordPage(page);
  await confirm.open(link);
  await confirm.setPassword(newPassword, 'Something-else-1');
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await confirm.setPassword(newPassword);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password was changed. Sign in with the new one.')).toBeVisible();

  const login = new LoginPage(page);
  await login.signIn(user.email, user.password);
  await login.expectRefused('Invalid email or password');

  await login.signIn(user.email, newPassword);
  await new TermsPage(page).expectShown();
});

test('asking for a reset of an unknown address looks the same as for a known one', async ({ page }) => {
  await new ResetPasswordPage(page).request('nobody-here@example.com');
});
