import {
  customerRulesPath,
  englishT,
  pointsApi,
  salesImportColumns,
  type CustomerRules,
  type PointsIncomeRule,
} from '@bo/contract';
import type { Locator, Page } from '@playwright/test';
import {
  apiPost,
  apiSignIn,
  expect,
  expectSnackbar,
  signInAs,
  test,
  uniqueStamp,
} from './fixtures.js';
import { createGiftAction, deleteGiftActionAfterAll, giftItems } from './gift-steps.js';
import {
  addIncomeRule,
  cents,
  expectPointsRow,
  expectTotals,
  exportedPoints,
  headerKeys,
  ruleItems,
} from './points-steps.js';
import {
  bodyRows,
  button,
  confirmDelete,
  field,
  searchFor,
  snackbarBesideDialog,
} from './ui-steps.js';

const stamp = uniqueStamp().toUpperCase();
const actionTitle = `Бали за фільтри ${stamp}`;
const groupName = `Кружки ${stamp}`;
/** Gifts (item type 2) take any number: a mug and a cap. */
const mug = `MUG-${stamp}`;
const cap = `CAP-${stamp}`;
/**
 * The action's dates: long before the demo actions (which start at most 400
 * days ago), so that no demo sales line falls in them and the points are
 * only those of the lines this test imports.
 */
const action = { dateFrom: '2020-02-01', dateTo: '2020-02-29' };

/** The action this test made, deleted whatever happens. */
let createdId: number | undefined;

// Its groups, items, rules and adjustments go with it. The sales lines stay:
// they fall before every other action's dates, so they earn nothing elsewhere.
deleteGiftActionAfterAll(() => createdId);

async function addGroup(page: Page) {
  await button(page, englishT('giftScreenAddGroup')).click();
  const dialog = page.getByRole('dialog', { name: englishT('giftScreenAddGroup') });
  // B§5 defaults: sort 1, a top-level group, no orders limit.
  await expect(dialog.getByRole('spinbutton', { name: englishT('sort') })).toHaveValue('1');
  await expect(
    dialog.getByRole('combobox', { name: englishT('giftScreenParentGroup') }),
  ).toHaveText(englishT('giftScreenRootGroup'));
  await field(dialog, englishT('giftScreenGroup')).fill(groupName);
  await dialog.getByRole('spinbutton', { name: englishT('sort') }).fill('3');
  await button(dialog, englishT('save')).click();
  await expectSnackbar(page, englishT('giftScreenSavedSuccessfully'));
  await expect(dialog).toBeHidden();
}

async function addItem(page: Page, itemNo: string, description: string, costPoints: string) {
  await button(page, englishT('giftScreenAddItem')).click();
  const dialog = page.getByRole('dialog', { name: englishT('giftScreenAddItem') });
  await field(dialog, englishT('itemNo')).fill(itemNo);
  await field(dialog, englishT('description')).fill(description);
  await dialog.getByRole('combobox', { name: englishT('giftScreenGroup') }).click();
  await page.getByRole('option', { name: groupName, exact: true }).click();
  await dialog.getByRole('checkbox', { name: englishT('active') }).check();
  await dialog.getByRole('spinbutton', { name: englishT('giftScreenCostPoints') }).fill(costPoints);
  await button(dialog, englishT('save')).click();
  await expectSnackbar(page, englishT('giftScreenSavedSuccessfully'));
  await expect(dialog).toBeHidden();
}

/** A row's background, the pointer kept off the table (a hovered row is tinted too). */
const background = (row: Locator) =>
  row.evaluate((element) => getComputedStyle(element).backgroundColor);

/** The sales file: the header row, then one sale a line. */
const salesCsv = (lines: readonly (readonly (string | number)[])[]) =>
  Buffer.from([salesImportColumns.join(','), ...lines.map((line) => line.join(','))].join('\n'));

test('a gift action: a group, items with a copy, an income rule, imported sales, points, an adjustment and the export', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await signInAs(page, 'contentmanager');
  // ProductPage is the catalogue manager's: the administrator reads the item master.
  await apiSignIn(request, 'admin');
  const items = await ruleItems(page, request);
  const rules = await apiPost<CustomerRules>(page.request, customerRulesPath);
  // The demo's first customers are their own main customers (mainCode = custNo).
  const [first, second, third] = rules.custNo.map((custNo, index) => ({
    custNo,
    name: rules.custNames?.[index] ?? '',
  }));
  if (!first || !second || !third) throw new Error('The demo has fewer than 3 customers');

  createdId = await createGiftAction(page.request, {
    title: actionTitle,
    description: 'Бали за продажі фільтрів',
    text: '<p>Бали за продажі</p>',
    ...action,
  });
  const contentId = createdId;

  // Tab-2: a group, through the dialog.
  await page.goto(`/admin/cms/${contentId}/tab-2`);
  await expect(page.getByRole('heading', { name: englishT('contentTabItemGroups') })).toBeVisible();
  await addGroup(page);
  const groupRow = bodyRows(page).filter({ hasText: groupName });
  // Group, sort, orders limit, subgroups, items.
  await expect(groupRow.getByRole('cell').nth(0)).toHaveText(groupName);
  await expect(groupRow.getByRole('cell').nth(1)).toHaveText('3');
  await expect(groupRow.getByRole('cell').nth(4)).toHaveText('0');

  // Tab-3: two gifts in the group, then a copy of the mug: both mugs are duplicates.
  await page.goto(`/admin/cms/${contentId}/tab-3`);
  await addItem(page, mug, 'Кружка з логотипом', '150');
  await addItem(page, cap, 'Кепка', '75.5');
  const rows = bodyRows(page);
  await expect(rows).toHaveCount(2);
  const mugRows = rows.filter({ hasText: mug });
  const capRow = rows.filter({ hasText: cap });
  // Select, sort, item no, nav item no, description, group, active, quantity, cost points.
  await expect(mugRows.getByRole('cell').nth(5)).toHaveText(groupName);
  await expect(mugRows.getByRole('cell').nth(8)).toHaveText('150.00');
  await expect(capRow.getByRole('cell').nth(8)).toHaveText('75.50');
  await expect(page.getByText(englishT('giftScreenDuplicate'), { exact: true })).toHaveCount(0);

  await button(page, englishT('giftScreenCopyItemNamed', { itemNo: mug })).click();
  await expectSnackbar(page, englishT('giftScreenCopiedSuccessfully'));
  await expect(mugRows).toHaveCount(2);
  // The sort column: the copy's is one more.
  await expect(mugRows.locator('td:nth-child(2)')).toHaveText(['1', '2']);
  for (const row of await mugRows.all())
    await expect(row.getByText(englishT('giftScreenDuplicate'), { exact: true })).toBeVisible();
  await expect(capRow.getByText(englishT('giftScreenDuplicate'), { exact: true })).toHaveCount(0);
  await page.mouse.move(0, 0);
  const plain = await background(capRow);
  for (const row of await mugRows.all()) expect(await background(row)).not.toBe(plain);

  // The copy (sort 2) goes; the marks go with it.
  const copy = mugRows.filter({ has: page.getByRole('cell', { name: '2', exact: true }) });
  await button(copy, englishT('giftScreenDeleteItemNamed', { itemNo: mug })).click();
  await confirmDelete(
    page,
    englishT('giftScreenDeleteItem'),
    englishT('giftScreenDeleteItemConfirm', { itemNo: mug }),
  );
  await expectSnackbar(page, englishT('filesDeleted'));
  await expect(rows).toHaveCount(2);
  await expect(mugRows.locator('td:nth-child(2)')).toHaveText(['1']);
  await expect(page.getByText(englishT('giftScreenDuplicate'), { exact: true })).toHaveCount(0);
  const stored = await giftItems(page.request, contentId);
  expect(stored.map((item) => [item.itemNo, item.sort, item.costPoints]).sort()).toEqual([
    [cap, 1, 75.5],
    [mug, 1, 150],
  ]);

  // The group now holds items: its delete is refused, with the tooltip of B§4.
  await page.goto(`/admin/cms/${contentId}/tab-2`);
  await expect(groupRow.getByRole('cell').nth(4)).toHaveText('2');
  const deleteGroup = button(page, englishT('giftScreenDeleteGroupNamed', { name: groupName }));
  await expect(deleteGroup).toBeDisabled();
  await deleteGroup.locator('..').hover();
  await expect(page.getByRole('tooltip')).toHaveText(englishT('giftGroupDeleteBlocked'));

  // Settings › Points income: a rule by brand and group.
  await page.goto(`/admin/cms/${contentId}/settings/tab-3`);
  await expect(page.getByRole('heading', { name: englishT('pointsRules') })).toBeVisible();
  await addIncomeRule(page, items);
  const summary = `${items.brand.code} / ${items.group.code}`;
  const ruleRow = bodyRows(page).filter({
    has: button(page, englishT('pointsRuleEditNamed', { rule: summary })),
  });
  await expect(ruleRow.getByRole('cell').nth(0).getByRole('img')).toHaveAccessibleName(
    englishT('active'),
  );
  await expect(ruleRow.getByRole('cell').nth(1)).toBeEmpty();
  await expect(ruleRow.getByRole('cell').nth(2)).toHaveText(items.brand.code);
  await expect(ruleRow.getByRole('cell').nth(3)).toHaveText(items.group.code);
  expect(
    await apiPost<PointsIncomeRule[]>(page.request, pointsApi.rules, String(contentId)),
  ).toMatchObject([
    {
      active: true,
      exclude: false,
      brands: items.brand.code,
      groups: items.group.code,
      subGroups: '',
      items: '',
    },
  ]);

  // The sales file: earning lines for two customers; a line of another brand,
  // one after the action's dates (both imported, earning nothing) and an unknown customer.
  const [itemA, itemB] = items.earning;
  const earning = [
    ['2020-02-03', first.custNo, itemA, 2, 150.25],
    ['2020-02-10', first.custNo, itemB, 1, 99.9],
    ['2020-02-17', second.custNo, itemA, 3, 420.5],
  ] as const;
  const unknownCustomer = `C9${stamp}`;
  const file = salesCsv([
    ...earning,
    ['2020-02-20', third.custNo, items.other, 1, 77],
    ['2020-03-15', second.custNo, itemA, 1, 1000],
    ['2020-02-21', unknownCustomer, itemA, 1, 10],
  ]);
  const accruedOf = (custNo: string) =>
    cents(earning.filter((line) => line[1] === custNo).reduce((sum, line) => sum + line[4], 0));
  const firstAccrued = accruedOf(first.custNo);
  const secondAccrued = accruedOf(second.custNo);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: englishT('salesCardTitle') })).toBeVisible();
  await button(page, englishT('salesCardImport')).click();
  const dialog = page.getByRole('dialog', {
    name: englishT('importTitle', { type: englishT('salesCardImportType') }),
  });
  await dialog.getByLabel(englishT('chooseFile')).setInputFiles({
    name: 'sales.csv',
    mimeType: 'text/csv',
    buffer: file,
  });
  await expect(dialog).toContainText('sales.csv');
  await button(dialog, englishT('import')).click();
  await expect(snackbarBesideDialog(page, englishT('importPartial'))).toBeVisible();
  const failed = page.getByRole('dialog', { name: englishT('importFailedTitle') });
  await expect(failed.getByRole('listitem')).toHaveText([
    englishT('salesCardFailedLine', {
      line: 7,
      error: englishT('salesImportCustomerUnknown', { custNo: unknownCustomer }),
    }),
  ]);
  await button(failed, englishT('close')).click();
  await expect(failed).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: /sales lines? imported/ })).toHaveText(
    englishT('salesCardImported', { count: 5 }),
  );

  // Tab-4: the two customers earned their lines' amounts; the third (another brand) nothing.
  await page.goto(`/admin/cms/${contentId}/tab-4`);
  const pointsRows = bodyRows(page);
  await expect(pointsRows).toHaveCount(2);
  const rowOf = (mainCode: string) => pointsRows.filter({ has: button(page, mainCode) });
  await expectPointsRow(pointsRows.nth(0), 1, second.custNo, second.name, secondAccrued, 0);
  await expectPointsRow(pointsRows.nth(1), 2, first.custNo, first.name, firstAccrued, 0);
  await expectTotals(page, firstAccrued + secondAccrued, 0);

  // An adjustment with its reason: the row, userPoints and the sums change.
  const adjustment = 25.5;
  await button(page, englishT('pointsFormAddAdjustment')).click();
  const adjust = page.getByRole('dialog', { name: englishT('pointsFormAddAdjustment') });
  await adjust.getByRole('combobox', { name: englishT('termFieldMainCode') }).fill(first.custNo);
  await field(adjust, englishT('pointsFormAmount')).fill(String(adjustment));
  await field(adjust, englishT('description')).fill('Бонус за відгук про кружку');
  await button(adjust, englishT('save')).click();
  await expectSnackbar(page, englishT('pointsSaved'));
  await expect(adjust).toBeHidden();
  await expectPointsRow(rowOf(first.custNo), 2, first.custNo, first.name, firstAccrued, adjustment);
  await expectTotals(page, firstAccrued + secondAccrued, adjustment);

  // The export: every row in rating order, then the sums row.
  const header = headerKeys.map((key) => englishT(key));
  const secondLine = [1, second.custNo, second.name, secondAccrued, 0, 0, secondAccrued];
  const firstUserPoints = cents(firstAccrued + adjustment);
  const firstLine = [2, first.custNo, first.name, firstAccrued, adjustment, 0, firstUserPoints];
  const totalLabel = englishT('pointsColumnTotal');
  expect(await exportedPoints(page)).toEqual([
    header,
    secondLine,
    firstLine,
    [
      totalLabel,
      null,
      null,
      cents(firstAccrued + secondAccrued),
      adjustment,
      0,
      cents(firstAccrued + secondAccrued + adjustment),
    ],
  ]);

  // What the search shows: the first customer's row (its rating over the whole action), and its sums.
  await searchFor(page, first.custNo);
  await expect(pointsRows).toHaveCount(1);
  await expectPointsRow(pointsRows.nth(0), 2, first.custNo, first.name, firstAccrued, adjustment);
  expect(await exportedPoints(page)).toEqual([
    header,
    firstLine,
    [totalLabel, null, null, firstAccrued, adjustment, 0, firstUserPoints],
  ]);
});
