import { messages, requestScreens } from '@bo/contract';
import type { Locator, Page } from '@playwright/test';
import {
  busyCompany,
  expect,
  expectSnackbar,
  latestMailTo,
  signInAs,
  test,
  uniqueStamp,
} from './fixtures.js';

/** Chooses `name` in the list filter labelled `filter`. */
async function chooseFilter(page: Page, filter: string, name: string) {
  await page.getByRole('combobox', { name: filter }).click();
  await page.getByRole('option', { name, exact: true }).click();
  await expect(page.getByRole('combobox', { name: filter })).toHaveText(name);
}

/** The texts of one column (1-based) of the table's body rows. */
const columnTexts = (page: Page, column: number) =>
  page.locator(`tbody tr td:nth-child(${column})`).allInnerTexts();

const requestTypeColumn = 5;
const statusColumn = 6;

/** The table row holding the edit button of request `id`. */
const rowOf = (page: Page, editButton: Locator) =>
  page.getByRole('row').filter({ has: editButton });

async function allowRegistration(page: Page, id: string) {
  await page.getByRole('button', { name: `Edit request ${id}` }).click();
  const dialog = page.getByRole('dialog', { name: `Request ${id}` });
  await dialog.getByRole('button', { name: 'Allow registration' }).click();
  await expectSnackbar(page, messages.registrationPermissionSent);
  await expect(dialog).toBeHidden();
}

/*
 * Company 2's requests, by its administrator: company 1's new requests are
 * what home.spec counts, and an allowed registration adds a user, which
 * users.spec counts in company 1.
 */

test('requests are filtered by type and status, and a registration is allowed', async ({
  page,
}) => {
  await signInAs(page, busyCompany.admin);
  await page.goto(requestScreens.list);
  await expect(page.getByRole('columnheader')).toHaveText([
    'Id',
    'Created',
    'Customer code',
    'Company',
    'Request type',
    'Status',
    'Full name',
    'E-mail',
    'Phone',
    '',
  ]);
  // The demo requests hold other types and statuses too: the filter has work to do.
  await expect
    .poll(async () => new Set(await columnTexts(page, requestTypeColumn)).size)
    .toBeGreaterThan(1);

  await page.getByRole('combobox', { name: 'Request type' }).click();
  await expect(page.getByRole('option').first()).toHaveText(messages.filterNone);
  await page.keyboard.press('Escape');
  await chooseFilter(page, 'Request type', 'Registration');
  await chooseFilter(page, 'Status', 'New');
  await expect(page).toHaveURL(/[?&]type=1(&|$)/);
  await expect(page).toHaveURL(/[?&]status=1(&|$)/);
  await expect
    .poll(async () => {
      const types = await columnTexts(page, requestTypeColumn);
      const statuses = await columnTexts(page, statusColumn);
      return (
        types.length > 0 &&
        types.every((type) => type === 'Registration') &&
        statuses.every((status) => status === 'New')
      );
    })
    .toBe(true);

  const edit = page.getByRole('button', { name: /^Edit request \d+$/ }).first();
  await expect(edit).toBeEnabled();
  const id = (await edit.getAttribute('aria-label'))?.replace('Edit request ', '') ?? '';
  expect(id).toMatch(/^\d+$/);
  await allowRegistration(page, id);

  // It is no longer New; with the status 'Sent for confirmation' it shows, not approvable again.
  const editThis = page.getByRole('button', { name: `Edit request ${id}` });
  await expect(editThis).toHaveCount(0);
  await chooseFilter(page, 'Status', 'Sent for confirmation');
  await expect(
    rowOf(page, editThis)
      .getByRole('cell')
      .nth(statusColumn - 1),
  ).toHaveText('Sent for confirmation');
  await expect(editThis).toBeDisabled();

  // Back and a reload keep the filters.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Sent for confirmation');
  await expect(page.getByRole('combobox', { name: 'Request type' })).toHaveText('Registration');
  await expect(editThis).toBeDisabled();
});

test('a registration filed signed out is allowed, and the e-mailed link lets the customer sign in', async ({
  page,
}) => {
  const custNo = 'C200120';
  const stamp = uniqueStamp();
  const fullName = `E2E Requester ${stamp}`;
  // The test's own address: the mailbox is read by address.
  const eMail = `e2e.requester.${stamp}@example.com`;

  await page.goto('/login');
  await page.getByRole('link', { name: 'Request access' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: messages.registrationTitle })).toBeVisible();

  // Nothing is sent while the form breaks its rules.
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(messages.requiredField)).toHaveCount(3);

  await page.getByRole('textbox', { name: /^Customer code/ }).fill(custNo);
  await page.getByRole('textbox', { name: /^Full name/ }).fill(fullName);
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(eMail);
  await page.getByRole('textbox', { name: /^Phone/ }).fill('+380 44 000 0120');
  const company = page.getByRole('combobox', { name: /^Company/ });
  await expect(company).toHaveText('Company 1');
  await company.click();
  await page.getByRole('option', { name: 'Company 2', exact: true }).click();
  await expect(company).toHaveText('Company 2');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(messages.registrationSent)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send' })).toHaveCount(0);

  await signInAs(page, busyCompany.admin);
  await page.goto(requestScreens.list);
  const search = page.getByRole('textbox', { name: 'Search' });
  await search.fill(custNo);
  await search.press('Enter');
  const row = page.getByRole('row').filter({ hasText: fullName });
  await expect(row.getByRole('cell')).toHaveText([
    /^\d+$/,
    /^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/,
    custNo,
    String(busyCompany.comId),
    'Registration',
    'New',
    fullName,
    eMail,
    '+380 44 000 0120',
    '',
  ]);
  const id = (await row.getByRole('cell').first().innerText()).trim();
  await allowRegistration(page, id);
  await expect(row.getByRole('cell').nth(statusColumn - 1)).toHaveText('Sent for confirmation');
  await expect(row.getByRole('button', { name: `Edit request ${id}` })).toBeDisabled();

  // The e-mail went through SMTP; its link opens the public page, signed out.
  const mail = await latestMailTo(eMail);
  const link = /http:\/\/127\.0\.0\.1:\d+(\/confirm#[A-Za-z0-9_-]{43})/.exec(mail)?.[1];
  expect(link, mail).toBeDefined();
  await page.context().clearCookies();
  await page.goto(link ?? '');
  await expect(page.getByRole('heading', { name: messages.confirmationTitle })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Login/ })).toHaveValue(custNo);
  const password = page.getByLabel(/^New password/);
  await password.fill('short');
  await page.getByLabel(/^Repeat the password/).fill('short');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(messages.passwordRule).first()).toBeVisible();
  await password.fill('spring-2026');
  await page.getByLabel(/^Repeat the password/).fill('spring-2026');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(messages.passwordSet)).toBeVisible();

  // The new customer user signs in; the link is spent.
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByRole('textbox', { name: /^Login/ }).fill(custNo);
  await page.getByLabel(/^Password/).fill('spring-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: messages.welcome(fullName) })).toBeVisible();
  await page.goto(link ?? '');
  await expect(page.getByText(messages.confirmationLinkUsed)).toBeVisible();
});
