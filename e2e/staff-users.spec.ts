import { messages } from '@bo/contract';
import { busyCompany, expect, expectSnackbar, signInAs, test } from './fixtures.js';

const ajax = { 'X-Requested-With': 'XMLHttpRequest' };

test('a staff user without a customer code is blocked and given a new password from the card (issue 19)', async ({
  page,
}) => {
  // The administrator holds every role, so it may change a user holding ContentManager.
  // Company 2's: company 1's user count is users.spec's to read.
  await signInAs(page, busyCompany.admin);
  const login = `e2e-staff-${Date.now()}`;
  const oldPassword = 'pw-e2e-staff1';
  const created = await page.request.post('/api/admin/createuser', {
    data: {
      login,
      pwd: oldPassword,
      custNo: busyCompany.custNo,
      blocked: false,
      fullName: 'Staff E2E',
    },
    headers: ajax,
  });
  expect(created.status(), await created.text()).toBe(200);
  const granted = await page.request.post(`/api/user/AddRoleToUser/${login}`, {
    data: { role: 'ContentManager' },
    headers: ajax,
  });
  expect(granted.status(), await granted.text()).toBe(200);
  // A staff account has no customer code: take it away, as staff accounts are kept.
  const withoutCode = await page.request.post('/api/admin/updateuser', {
    data: { user: { login, custNo: '', fullName: 'Staff E2E' }, changePassword: false },
    headers: ajax,
  });
  expect(withoutCode.status(), await withoutCode.text()).toBe(200);

  await page.goto(`/admin/edituser/${login}`);
  const custNo = page.getByRole('textbox', { name: /^Customer code/ });
  await expect(custNo).toHaveValue('');
  await expect(custNo).not.toHaveAttribute('required', '');
  await expect(page.getByText(messages.custNoOptional)).toBeVisible();

  await page.getByRole('checkbox', { name: 'Blocked' }).check();
  await page.getByRole('textbox', { name: /^Block Reason/ }).fill('Left the company');
  await page.getByRole('button', { name: messages.changePassword }).click();
  await page.getByRole('button', { name: messages.generatePassword }).click();
  const newPassword = await page.getByRole('textbox', { name: /^Password/ }).inputValue();
  expect(newPassword).toMatch(/^[a-z0-9]{8}$/);
  await page.getByRole('button', { name: 'Save user' }).click();
  await expectSnackbar(page, messages.userChanged);
  await expect(page).toHaveURL(/\/admin\/users$/);

  // The new password is the one now: it reaches the block; the old one is wrong.
  const withNew = await page.request.post('/api/auth/login', {
    data: { login, password: newPassword },
    headers: ajax,
  });
  expect(withNew.status()).toBe(403);
  expect(((await withNew.json()) as { message: string }).message).toBe(
    messages.loginBlocked('Left the company'),
  );
  const withOld = await page.request.post('/api/auth/login', {
    data: { login, password: oldPassword },
    headers: ajax,
  });
  expect(withOld.status()).toBe(401);

  // Granting CustomerUser in the roles table makes the code required again.
  await page.goto(`/admin/edituser/${login}`);
  await page.getByRole('button', { name: 'Add role' }).click();
  const picker = page.getByRole('dialog', { name: 'Add role' });
  await picker.getByRole('button', { name: /^Customer user/ }).click();
  await expectSnackbar(page, messages.roleAdded);
  await expect(custNo).toHaveAttribute('required', '');
  await page.getByRole('button', { name: 'Save user' }).click();
  await expectSnackbar(page, messages.fillAllRequired);
  await expect(custNo).toHaveAttribute('aria-invalid', 'true');
});
