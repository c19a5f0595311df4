import { messages, notificationScreens, notificationTypes } from '@bo/contract';
import type { Locator, Page } from '@playwright/test';
import { customerFile, importCustomers, xlsxType } from './customer-steps.js';
import { expect, expectSnackbar, signInAs, test } from './fixtures.js';

const [debtType] = notificationTypes;

/** A code no other run or spec uses. */
const uniqueCode = (prefix: string, suffix: string) =>
  `${prefix}${Date.now().toString(36).toUpperCase()}${suffix}`;

test('the customer import widget adds customers and lists the lines it refused', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.goto('/admin');
  const title = page.getByRole('heading', { name: /^Customers \(\d+\)$/ });
  const before = Number(/\d+/.exec((await title.textContent()) ?? '')?.[0]);
  const [first, second] = [uniqueCode('W', '1'), uniqueCode('W', '2')];

  await page.getByRole('button', { name: 'Import customers' }).click();
  const dialog = page.getByRole('dialog', {
    name: messages.importTitle(messages.customerImportType),
  });
  await expect(dialog).toContainText(messages.importReadsFromSecondLine);
  await dialog.getByLabel('Choose file').setInputFiles({
    name: 'customers.xlsx',
    mimeType: xlsxType,
    buffer: await customerFile([
      { custNo: first, name: 'Widget Trade 1', balance: '10.5', balanceDate: '2026-11-30' },
      { custNo: second, name: 'Widget Trade 2' },
      { custNo: uniqueCode('W', '3'), name: '' },
    ]),
  });
  await dialog.getByRole('button', { name: 'Import' }).click();

  // The snackbar shows beside the modal dialog, which hides the page from the accessibility tree.
  await expect(
    page.getByRole('alert', { includeHidden: true }).filter({ hasText: messages.importPartial }),
  ).toBeVisible();
  const failed = page.getByRole('dialog', { name: messages.importFailedTitle });
  await expect(failed.getByRole('listitem')).toHaveText([
    new RegExp(`^Line 4, W\\w+3: ${messages.importNameEmpty}$`),
  ]);
  await failed.getByRole('button', { name: 'Close' }).click();
  await expect(
    page.getByRole('heading', { name: messages.customersTitle(before + 2) }),
  ).toBeVisible();
});

/** Adds a term through the term dialog, picking `value` for the field labelled `label`. */
async function addTerm(page: Page, label: string, value: string, exclude = false) {
  await page.getByRole('button', { name: 'Add term' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add term' });
  if (exclude) await dialog.getByRole('checkbox', { name: 'Exclude' }).check();
  await dialog.getByRole('combobox', { name: label }).fill(value);
  await page.getByRole('option', { name: value, exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

/** Searches the table on screen (in `scope`) for `text`. */
async function search(scope: Locator | Page, text: string) {
  const box = scope.getByRole('textbox', { name: 'Search' });
  await box.fill(text);
  await box.press('Enter');
}

/** Opens View list, checks what `check` asks of it, and answers the total matched. */
async function preview(page: Page, check: (dialog: Locator) => Promise<void>) {
  await page.getByRole('button', { name: 'View list' }).click();
  const dialog = page.getByRole('dialog', { name: 'Notification list' });
  const total = dialog.getByText(/^Customers matched: \d+$/);
  await expect(total).toBeVisible();
  await expect(dialog.getByRole('row').nth(1)).toBeVisible();
  const matched = Number(/\d+/.exec((await total.textContent()) ?? '')?.[0]);
  await check(dialog);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  return matched;
}

test('debt notifications: checks, terms, the preview, create and the list', async ({ page }) => {
  await signInAs(page, 'admin');
  // Two customers of KYIV with a new balance date: SP02 stays in, SP01 is excluded.
  const [kept, excluded] = [uniqueCode('N', 'K'), uniqueCode('N', 'X')];
  const imported = await importCustomers(page, [
    {
      custNo: kept,
      name: 'Kept Trade',
      respCenter: 'KYIV',
      salespersonCode: 'SP02',
      balance: '1500.5',
      balanceDate: '2026-11-30',
    },
    {
      custNo: excluded,
      name: 'Excluded Trade',
      respCenter: 'KYIV',
      salespersonCode: 'SP01',
      balance: '20',
      balanceDate: '2026-11-30',
    },
  ]);
  expect(imported.status(), await imported.text()).toBe(200);
  expect(await imported.json()).toMatchObject({ success: true, failedItems: [] });

  await page.goto(notificationScreens.add);
  await expect(page.getByRole('textbox', { name: 'Message template' })).toHaveValue(
    debtType.template,
  );
  await page.getByRole('button', { name: 'View list' }).click();
  await expectSnackbar(page, messages.chooseNotificationType);

  await page.getByRole('combobox', { name: 'Notification type' }).click();
  await page.getByRole('option', { name: debtType.name }).click();
  await page.getByRole('button', { name: 'View list' }).click();
  await expectSnackbar(page, messages.addTerms);

  await addTerm(page, 'Responsibility center', 'KYIV');
  const includeOnly = await preview(page, async (dialog) => {
    await search(dialog, excluded);
    await expect(dialog.getByRole('cell', { name: excluded })).toBeVisible();
  });

  await addTerm(page, 'Salesperson code', 'SP01', true);
  await expect(page.getByRole('row').filter({ hasText: 'SP01' })).toHaveCount(1);
  const withExclude = await preview(page, async (dialog) => {
    await search(dialog, kept);
    await expect(dialog.getByRole('row').nth(1).getByRole('cell')).toHaveText([
      kept,
      'Kept Trade',
      '30/11/2026',
      '1500.50',
      'Your debt for 30/11/2026 is 1500.50. Do you agree with this?',
    ]);
    await search(dialog, excluded);
    await expect(dialog.getByText(messages.searchNoResults(excluded))).toBeVisible();
  });
  expect(withExclude).toBeGreaterThan(0);
  expect(withExclude).toBeLessThan(includeOnly);

  await page.getByRole('button', { name: 'Create' }).click();
  await expectSnackbar(page, messages.notificationsCreated);
  await expect(page).toHaveURL(new RegExp(`${notificationScreens.list}$`));

  await search(page, kept);
  const rows = page.getByRole('row').filter({ hasText: kept });
  await expect(rows).toHaveCount(1);
  await expect(rows.getByRole('cell').nth(4)).toHaveText('New');
  await search(page, excluded);
  await expect(page.getByText(messages.searchNoResults(excluded))).toBeVisible();
});
