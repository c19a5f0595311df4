import { messages } from '@bo/contract';
import { expect, expectSnackbar, passwords, test } from './fixtures.js';

test('a signed-out visitor is sent to /login and back to the screen after signing in', async ({
  page,
}) => {
  await page.goto('/admin/banners');
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fbanners/);

  await page.getByLabel('Login').fill('contentmanager');
  await page.getByLabel('Password').fill('wrong password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectSnackbar(page, messages.loginFailed);

  await page.getByLabel('Password').fill(passwords.demo);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/banners$/);
  await expect(page.getByRole('banner')).toContainText('Content manager');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin/);
});
