import { messages } from '@bo/contract';
import ExcelJS from 'exceljs';
import { expect, expectSnackbar, signInAs, snackbar, test } from './fixtures.js';

const ajax = { 'X-Requested-With': 'XMLHttpRequest' };

test('a new user signs in, and blocking them ends their session at once', async ({
  page,
  browser,
}, testInfo) => {
  await signInAs(page, 'customermanager');
  await page.goto('/admin/users');
  await expect(page.getByRole('columnheader')).toHaveText([
    'Login',
    'Customer code',
    'Full name',
    'Blocked',
  ]);
  await page.getByRole('link', { name: 'New User' }).click();
  await expect(page).toHaveURL(/\/admin\/newuser$/);

  const custNo = page.getByRole('textbox', { name: /^Customer code/ });
  const loginField = page.getByRole('textbox', { name: /^Login/ });
  await custNo.fill('C100002');
  await expect(loginField).toHaveValue('C100002');
  await custNo.press('Tab');
  // The customer lookup fills the name from the customer record.
  await expect(page.getByRole('textbox', { name: /^Full name/ })).not.toHaveValue('');
  const login = `e2e${Date.now()}`;
  await loginField.fill(login);
  const generate = page.getByRole('button', { name: messages.generatePassword });
  // The password row spans the card and its button keeps to one line (issue 19).
  const buttonBox = await generate.boundingBox();
  const passwordBox = await page.getByRole('textbox', { name: /^Password/ }).boundingBox();
  expect(buttonBox?.height).toBeLessThan(45);
  expect(passwordBox?.width).toBeGreaterThan(500);
  await generate.click();
  const password = await page.getByRole('textbox', { name: /^Password/ }).inputValue();
  expect(password).toMatch(/^[a-z0-9]{8}$/);
  await page.getByRole('button', { name: 'Save user' }).click();
  await expectSnackbar(page, messages.userCreated);
  await expect(page).toHaveURL(/\/admin\/users$/);

  const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    const otherPage = await other.newPage();
    const signIn = await otherPage.request.post('/api/auth/login', {
      data: { login, password },
      headers: ajax,
    });
    expect(signIn.status(), await signIn.text()).toBe(200);
    await otherPage.goto('/admin');
    await expect(otherPage.getByRole('button', { name: 'Sign out' })).toBeVisible();

    await page.goto(`/admin/edituser/${login}`);
    await page.getByRole('checkbox', { name: 'Blocked' }).check();
    await page.getByRole('textbox', { name: /^Block Reason/ }).fill('E2E block');
    await page.getByRole('button', { name: 'Save user' }).click();
    await expectSnackbar(page, messages.userChanged);
    await expect(page).toHaveURL(/\/admin\/users$/);

    await otherPage.reload();
    await expect(otherPage).toHaveURL(/\/login/);
    await otherPage.getByLabel('Login').fill(login);
    await otherPage.getByLabel('Password').fill(password);
    await otherPage.getByRole('button', { name: 'Sign in' }).click();
    await expect(snackbar(otherPage, messages.loginBlocked('E2E block'))).toBeVisible();
  } finally {
    await other.close();
  }
});

test('a role is added from the picker and removed after confirmation', async ({ page }) => {
  await signInAs(page, 'customermanager');
  const login = `e2e-roles-${Date.now()}`;
  const created = await page.request.post('/api/admin/createuser', {
    data: { login, pwd: 'pw-e2e-roles1', custNo: 'C100006', blocked: false },
    headers: ajax,
  });
  expect(created.status(), await created.text()).toBe(200);

  await page.goto(`/admin/edituser/${login}`);
  await expect(page.getByRole('textbox', { name: /^Login/ })).toHaveValue(login);
  // No role code column: customermanager is not Admin.
  await expect(page.getByRole('columnheader')).toHaveText(['Name', 'Description', '']);
  await expect(page.getByText(messages.noRows)).toBeVisible();

  await page.getByRole('button', { name: 'Add role' }).click();
  const picker = page.getByRole('dialog', { name: 'Add role' });
  const choice = picker.getByRole('list', { name: 'Roles to add' }).getByRole('button').first();
  const roleName = (await choice.locator('.MuiListItemText-primary').textContent()) ?? '';
  expect(roleName).not.toBe('');
  await choice.click();
  await expectSnackbar(page, messages.roleAdded);
  await expect(picker).toBeHidden();
  await expect(page.getByRole('cell', { name: roleName, exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Remove role ${roleName}` }).click();
  const question = page.getByRole('dialog', { name: 'Remove role' });
  await expect(question).toContainText(messages.removeRoleConfirm(login));
  await question.getByRole('button', { name: 'Remove' }).click();
  await expectSnackbar(page, messages.roleRemoved);
  await expect(page.getByText(messages.noRows)).toBeVisible();
});

/** The user import file of C§5: no header row; login, optional password, returns flag 1. */
async function userImportFile(lines: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Users').addRows(lines);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test('the home widget imports users and shows who was created and which lines failed', async ({
  page,
}) => {
  await signInAs(page, 'customermanager');
  await page.goto('/admin');
  const usersTitle = page.getByRole('heading', { name: /^Users \(\d+\)$/ });
  const before = Number(/\d+/.exec((await usersTitle.textContent()) ?? '')?.[0]);

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: messages.userImportTitle });
  await expect(dialog).toContainText(messages.importSupportsXlsx);
  await expect(dialog).not.toContainText(messages.importReadsFromSecondLine);
  await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
  await dialog.getByLabel('Choose file').setInputFiles({
    name: 'users.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await userImportFile([
      ['C100003', '', 1],
      ['C100004', 'pw123456'],
      ['C100003'],
      ['C999999'],
      ['C100005', '', 7],
    ]),
  });
  await dialog.getByRole('button', { name: 'Import' }).click();

  const results = page.getByRole('dialog', { name: messages.userImportResultsTitle });
  // The snackbar shows beside the modal results dialog, which hides the page from the accessibility tree.
  await expect(
    page.getByRole('alert', { includeHidden: true }).filter({ hasText: messages.importPartial }),
  ).toBeVisible();
  await expect(results).toContainText(messages.userImportPasswordsOnce);
  const createdRows = results.getByRole('table', { name: /^Created/ }).getByRole('row');
  await expect(createdRows).toHaveCount(3);
  await expect(createdRows.nth(1)).toContainText('C100003');
  expect(await createdRows.nth(1).getByRole('cell').nth(2).textContent()).toMatch(/^[a-z0-9]{8}$/);
  await expect(createdRows.nth(2).getByRole('cell')).toHaveText(['C100004', /\S/, 'pw123456']);
  const failedRows = results.getByRole('table', { name: /^Not created/ }).getByRole('row');
  await expect(failedRows).toHaveCount(4);
  await expect(failedRows.nth(1).getByRole('cell')).toHaveText([
    '3',
    'C100003',
    /\S/,
    messages.importDuplicateLine,
  ]);
  await expect(failedRows.nth(2).getByRole('cell')).toHaveText([
    '4',
    'C999999',
    '',
    messages.customerNotFound,
  ]);
  await expect(failedRows.nth(3).getByRole('cell')).toHaveText([
    '5',
    'C100005',
    /\S/,
    messages.importBadFlag,
  ]);
  await results.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('heading', { name: messages.usersTitle(before + 2) })).toBeVisible();

  await page.getByRole('link', { name: messages.allUsers }).click();
  await expect(page).toHaveURL(/\/admin\/userlist$/);
  await expect(page.getByRole('combobox', { name: /rows per page/i })).toHaveText('25');
  await expect(page.getByRole('row')).toHaveCount(26);

  // The passwords work: an imported user signs in with the one from the file.
  const signIn = await page.request.post('/api/auth/login', {
    data: { login: 'C100004', password: 'pw123456' },
    headers: ajax,
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
});

test('My users: a customer user sees and creates users of the own customer code only', async ({
  page,
}) => {
  await signInAs(page, 'customeruser');
  await page.goto('/admin/customerusers');
  const codes = page.getByRole('row').locator('td:nth-child(2)');
  await expect(codes.first()).toHaveText('C100001');
  expect(new Set(await codes.allInnerTexts())).toEqual(new Set(['C100001']));

  await page.getByRole('link', { name: 'New User' }).click();
  await expect(page).toHaveURL(/\/admin\/newcustomeruser$/);
  await expect(page.getByRole('textbox', { name: /^Customer code/ })).toHaveValue('C100001');
  const loginField = page.getByRole('textbox', { name: /^Login/ });
  await expect(loginField).toHaveValue('C100001');
  await expect(page.getByRole('checkbox', { name: 'Blocked' })).toBeChecked();
  const login = `c100001-e2e${Date.now()}`;
  await loginField.fill(login);
  await page.getByRole('button', { name: messages.generatePassword }).click();
  await page.getByRole('button', { name: 'Save user' }).click();
  await expectSnackbar(page, messages.userCreated);
  await expect(page).toHaveURL(/\/admin\/customerusers$/);

  await page.getByRole('textbox', { name: 'Search' }).fill(login);
  await page.getByRole('textbox', { name: 'Search' }).press('Enter');
  await page.getByRole('link', { name: login }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/editcustomeruser/${login}$`));
  // The roles a customer user may grant, and no role code column (not an administrator).
  await expect(page.getByRole('columnheader', { name: 'Role code' })).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Customer user/ })).toBeVisible();
  await page.getByRole('button', { name: 'Add role' }).click();
  const choices = page
    .getByRole('dialog', { name: 'Add role' })
    .getByRole('list', { name: 'Roles to add' })
    .getByRole('button');
  // A user made in My users holds CustomerUser from the start (issue 22): Returns remains.
  await expect(choices).toHaveText([/^Returns/]);
});
