import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/login-page';
import { createConfirmedUser } from './support/accounts';

test('a wrong password is refused with the product’s message', async ({ page, request }) => {
  const user = await createConfirmedUser(request, 'wrong-password');
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(user.email, 'Not-the-password-1');
  await login.expectRefused('Invalid email or password');
});

test('the sign-in form checks its fields before calling the server', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('This field is required')).toHaveCount(2);
  await expect(page).toHaveURL(/\/login$/);
});
