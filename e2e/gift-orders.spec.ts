import {
  contentApi,
  englishT,
  giftEntryStatusClass,
  giftEntryStatusTextKeys,
  giftItemsApi,
  giftOrderLimits,
  giftOrdersApi,
  pointsApi,
  type Article,
  type ContentGroup,
  type ContentItem,
  type GiftAction,
  type GiftEntryStatus,
  type GiftOrder,
  type MyGiftOrder,
  type PagedAnswer,
  type PlaceGiftOrderRequest,
  type Me,
  type TextKey,
} from '@bo/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiPost,
  apiSignIn,
  expect,
  expectSnackbar,
  signInAs,
  test,
  uniqueStamp,
} from './fixtures.js';
import {
  createGiftAction,
  deleteGiftActionAfterAll,
  giftItems,
  pointsOf,
  signedInApi,
} from './gift-steps.js';
import { bodyRows, button, exportedColumn, points, postForm, searchFor } from './ui-steps.js';

/**
 * Issue 16 "Done when", in Chromium: a demo customer's user orders a gift on
 * /gifts and sees the points drop; a content manager finds the order in the
 * orders tab, changes one status through the dialog and three through the
 * bulk menu, cancels one and sees the points come back in the points tab,
 * then exports two rows of the prizes list and reads the .xlsx.
 */

const stamp = uniqueStamp().toUpperCase();
/** Longer than the 23 characters the prizes list's content filter shows. */
const actionTitle = `Подарунки ${stamp} за бали у магазині`;
const groupName = `Сувеніри ${stamp}`;
const buyer = 'c100001-buyer';
/** The demo buyer's customer: its own main customer in company 1. */
const custNo = 'C100001';
const granted = 1000;
/** Two gifts (item type 2): a thermos and a cap, with stock and a cost in points. */
const thermos = { itemNo: `TH-${stamp}`, description: 'Термос з логотипом', costPoints: 120.5 };
const cap = { itemNo: `CAP-${stamp}`, description: 'Кепка', costPoints: 75 };
const stock = 20;
/** What the buyer orders in the browser: 2 thermoses. */
const browserQuantity = 2;
const browserCost = thermos.costPoints * browserQuantity;
/** The 3 orders placed through the API afterwards. */
const apiLines = [
  { itemNo: cap.itemNo, quantity: 1, cost: cap.costPoints },
  { itemNo: thermos.itemNo, quantity: 1, cost: thermos.costPoints },
  { itemNo: cap.itemNo, quantity: 2, cost: cap.costPoints * 2 },
] as const;

/** The action this test made, deleted whatever happens (its items, adjustments and orders go with it). */
let createdId: number | undefined;

deleteGiftActionAfterAll(
  () => createdId,
  async (api) => {
    // The orders went with it: the prizes list of every action holds none of this action.
    const left = await apiPost<PagedAnswer<GiftOrder>>(
      api,
      giftOrdersApi.orders,
      { contentId: 0, status: 0, size: 25, page: 0, desc: true },
      { filter: stamp.toLowerCase() },
    );
    expect(left.rows.filter((order) => order.contentId === createdId)).toEqual([]);
  },
);

/** `YYYY-MM-DD`, `days` from today (UTC). */
const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The gift action through CreateContent as the editor's form sends it: open
 * for orders today, no terms (so every customer is selected), no orders limit;
 * a group and the two gifts in it; and the buyer's main code granted points.
 */
async function createAction(manager: APIRequestContext): Promise<number> {
  const dates = { dateFrom: dayFromToday(-10), dateTo: dayFromToday(30) };
  const contentId = await createGiftAction(manager, {
    title: actionTitle,
    description: 'Подарунки за бали',
    text: '<p>Обмінюйте бали на подарунки</p>',
    ...dates,
    allowOrder: true,
  });
  createdId = contentId;
  const article = await apiPost<Article>(manager, contentApi.get, String(contentId));
  expect(article).toMatchObject({
    contentType: 3,
    isGift: true,
    active: true,
    allowOrder: true,
    isFinished: false,
    maxOrderItems: 0,
    itemType: 2,
    orderFrom: dates.dateFrom,
    orderTo: dates.dateTo,
  });
  expect(await apiPost<unknown[]>(manager, contentApi.terms, String(contentId))).toEqual([]);

  const group = await postForm<ContentGroup>(manager, giftItemsApi.createGroup, {
    contentId: String(contentId),
    giftGroup: groupName,
    sort: '1',
  });
  for (const gift of [thermos, cap]) {
    await postForm<ContentItem>(manager, giftItemsApi.createItem, {
      contentId: String(contentId),
      itemNo: gift.itemNo,
      description: gift.description,
      groupId: String(group.groupId),
      active: 'true',
      quantity: String(stock),
      costPoints: String(gift.costPoints),
    });
  }
  const items = await giftItems(manager, contentId);
  expect(
    items.map((item) => [item.itemNo, item.itemType, item.active, item.quantity, item.costPoints]),
  ).toEqual(
    expect.arrayContaining([
      [thermos.itemNo, 2, true, stock, thermos.costPoints],
      [cap.itemNo, 2, true, stock, cap.costPoints],
    ]),
  );
  await apiPost(manager, pointsApi.adjust, {
    mainCode: custNo,
    amount: granted,
    description: 'Бали на подарунки (e2e)',
    contentId,
  });
  return contentId;
}

const statusName = (status: GiftEntryStatus) => englishT(giftEntryStatusTextKeys[status]);
/** An order's row, known by its selection checkbox. */
const orderRow = (page: Page, id: number) =>
  bodyRows(page).filter({ has: page.getByRole('checkbox', { name: `Select row ${id}` }) });

/** The row shows the status by its name and carries the class named after it (B§2). */
async function expectStatus(page: Page, id: number, status: GiftEntryStatus) {
  const row = orderRow(page, id);
  await expect(row).toHaveClass(new RegExp(`(^|\\s)${giftEntryStatusClass[status]}(\\s|$)`));
  await expect(row.getByRole('cell', { name: statusName(status), exact: true })).toBeVisible();
}

/** The pencil's 'Change order status' dialog: the customer's fields, then the new status saved. */
async function changeStatusInDialog(page: Page, id: number, status: GiftEntryStatus) {
  await button(page, englishT('giftOrderScreenChangeStatusOf', { id })).click();
  const dialog = page.getByRole('dialog', { name: englishT('giftOrderScreenStatusDialogTitle') });
  const shown = (label: TextKey) =>
    dialog.getByRole('textbox', { name: englishT(label), exact: true });
  await expect(shown('giftOrderColumnCustNo')).toHaveValue(custNo);
  await expect(shown('giftOrderColumnMainCode')).toHaveValue(custNo);
  await expect(shown('giftOrderColumnLogin')).toHaveValue(buyer);
  await expect(shown('giftOrderColumnCustName')).not.toHaveValue('');
  await dialog.getByRole('combobox', { name: englishT('giftOrderColumnStatus') }).click();
  await page.getByRole('option', { name: statusName(status), exact: true }).click();
  await button(dialog, englishT('save')).click();
  await expectSnackbar(page, englishT('giftScreenSavedSuccessfully'));
  await expect(dialog).toBeHidden();
  await expectStatus(page, id, status);
}

test('gift orders: a customer orders on /gifts; the manager changes statuses, cancels one, sees the points back and exports the selection', async ({
  page,
  request,
  playwright,
}, testInfo) => {
  test.setTimeout(240_000);
  const manager = request;
  await apiSignIn(manager, 'contentmanager');
  const contentId = await createAction(manager);

  // The buyer is C100001's user, and C100001 holds the granted points in the action.
  const buyerApi = await signedInApi(playwright.request, testInfo, buyer);
  try {
    const me = (await (await buyerApi.get('/api/auth/me')).json()) as Me;
    expect(me).toMatchObject({ login: buyer, custNo, comId: 1 });
    const open = await apiPost<GiftAction[]>(buyerApi, giftOrdersApi.giftActions);
    expect(open.find((action) => action.contentId === contentId)).toMatchObject({
      title: actionTitle,
      userPoints: granted,
    });

    // 1. The buyer on /gifts: choose the action, put 2 thermoses in the basket and place the order.
    await signInAs(page, buyer);
    await page.goto('/gifts');
    await page.getByRole('button', { name: actionTitle }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]action=${contentId}(&|$)`));
    const catalogue = page.getByRole('region', { name: actionTitle });
    await expect(catalogue.getByRole('heading', { name: actionTitle })).toBeVisible();
    const userPoints = page.getByTestId('gift-user-points');
    await expect(userPoints).toHaveText(points(granted));
    const thermosLabel = `${thermos.itemNo} ${thermos.description}`;
    await expect(page.getByRole('listitem', { name: thermosLabel })).toContainText(
      englishT('giftPortalStock', { stock }),
    );
    await button(page, englishT('giftPortalAddNamed', { item: thermosLabel })).click();
    const quantity = page.getByRole('spinbutton', {
      name: englishT('giftPortalQuantityOf', { item: thermosLabel }),
    });
    await expect(quantity).toHaveValue('1');
    await quantity.fill(String(browserQuantity));
    await expect(page.getByTestId('gift-basket-total')).toHaveText(points(browserCost));
    await expect(page.getByTestId('gift-points-left')).toHaveText(points(granted - browserCost));
    await page
      .getByRole('textbox', { name: englishT('giftPortalContactPerson') })
      .fill('Олена Коваль');
    await page
      .getByRole('textbox', { name: englishT('giftPortalContactPhone') })
      .fill('+380501234567');
    await button(page, englishT('giftPortalPlaceOrder')).click();
    await expectSnackbar(page, englishT('giftPortalOrderPlaced'));
    // The points drop by exactly the cost; the basket is empty again.
    await expect(userPoints).toHaveText(points(granted - browserCost));
    await expect(page.getByText(englishT('giftPortalBasketEmpty'))).toBeVisible();
    const myOrders = page.getByRole('region', { name: englishT('giftPortalMyOrders') });
    const myRow = myOrders.getByRole('row').filter({ hasText: thermos.itemNo });
    await expect(myRow).toHaveCount(1);
    await expect(myRow).toContainText(actionTitle);
    await expect(myRow.getByRole('cell', { name: points(browserCost), exact: true })).toBeVisible();
    await expect(myRow.getByRole('cell', { name: statusName(1), exact: true })).toBeVisible();

    const mine = await apiPost<PagedAnswer<MyGiftOrder>>(buyerApi, giftOrdersApi.myOrders, {
      size: 25,
      page: 0,
      desc: true,
    });
    const browserOrders = mine.rows.filter((order) => order.contentId === contentId);
    expect(browserOrders).toHaveLength(1);
    const browserOrder = browserOrders[0]!;
    expect(browserOrder).toMatchObject({
      itemNo: thermos.itemNo,
      quantity: browserQuantity,
      points: browserCost,
      giftEntryStatus: 1,
      contactPerson: 'Олена Коваль',
      contactPhone: '+380501234567',
    });

    // 2. Three more orders through the API, each spending its cost.
    let left = granted - browserCost;
    const apiIds: number[] = [];
    for (const line of apiLines) {
      const order: PlaceGiftOrderRequest = {
        contentId,
        items: [{ itemNo: line.itemNo, quantity: line.quantity }],
        contactPerson: 'Олена Коваль',
        contactPhone: '+380501234567',
      };
      const placed = await apiPost<{ orders: MyGiftOrder[]; userPoints: number }>(
        buyerApi,
        giftOrdersApi.placeOrder,
        order,
      );
      left -= line.cost;
      expect(placed.userPoints).toBeCloseTo(left, 2);
      expect(placed.orders).toHaveLength(1);
      apiIds.push(placed.orders[0]!.id);
    }
    const [firstApiId, secondApiId, thirdApiId] = apiIds as [number, number, number];

    // 3. The manager's orders tab: the four orders, newest first; the browser's order Created.
    await signInAs(page, 'contentmanager');
    await page.goto(`/admin/cms/${contentId}/tab-6`);
    await expect(page.getByRole('heading', { name: englishT('contentTabOrders') })).toBeVisible();
    const rows = bodyRows(page);
    await expect(rows).toHaveCount(4);
    await expect(rows.first().getByRole('checkbox')).toHaveAccessibleName(
      `Select row ${thirdApiId}`,
    );
    await expect(rows.last().getByRole('checkbox')).toHaveAccessibleName(
      `Select row ${browserOrder.id}`,
    );
    await expectStatus(page, browserOrder.id, 1);
    await expect(orderRow(page, browserOrder.id)).toContainText(thermos.itemNo);

    // The dialog: Processing.
    await changeStatusInDialog(page, browserOrder.id, 2);

    // The bulk menu: enabled from 2 selected rows; a confirmation; then Shipped on the three.
    const changeStatus = button(page, englishT('giftOrderScreenChangeStatus'));
    await expect(changeStatus).toBeDisabled();
    await page.getByRole('checkbox', { name: `Select row ${firstApiId}` }).check();
    await expect(changeStatus).toBeDisabled();
    await page.getByRole('checkbox', { name: `Select row ${secondApiId}` }).check();
    await expect(changeStatus).toBeEnabled();
    await page.getByRole('checkbox', { name: `Select row ${thirdApiId}` }).check();
    await changeStatus.click();
    await page.getByRole('menuitem', { name: statusName(3), exact: true }).click();
    const confirm = page.getByRole('dialog', { name: englishT('giftOrderScreenChangeStatus') });
    await expect(confirm).toContainText(
      englishT('giftOrderScreenBulkConfirm', { number: 3, status: statusName(3) }),
    );
    await button(confirm, englishT('giftOrderScreenChangeStatus')).click();
    await expect(confirm).toBeHidden();
    await expectSnackbar(page, englishT('giftScreenSavedSuccessfully'));
    for (const id of apiIds) await expectStatus(page, id, 3);
    await expectStatus(page, browserOrder.id, 2);
    await expect(changeStatus).toBeDisabled();

    // Cancel the browser's order: its points come back to the buyer's main code.
    const before = await pointsOf(manager, contentId, custNo);
    expect(before).toMatchObject({
      pointsAccrued: 0,
      pointsAdjusted: granted,
    });
    expect(before.pointsSpent).toBeCloseTo(granted - left, 2);
    expect(before.userPoints).toBeCloseTo(left, 2);
    await changeStatusInDialog(page, browserOrder.id, 5);
    const after = await pointsOf(manager, contentId, custNo);
    expect(after.userPoints).toBeCloseTo(before.userPoints + browserCost, 2);
    expect(after.pointsSpent).toBeCloseTo(before.pointsSpent - browserCost, 2);

    // The points tab shows the same: spent and userPoints moved by the order's points.
    await page.goto(`/admin/cms/${contentId}/tab-4`);
    await searchFor(page, custNo);
    const pointsRows = bodyRows(page);
    await expect(pointsRows).toHaveCount(1);
    const cells = pointsRows.first().getByRole('cell');
    // Rating, mainCode, custName, accrued, adjusted, spent, userPoints.
    await expect(cells.nth(1)).toHaveText(custNo);
    await expect(cells.nth(3)).toHaveText(points(0));
    await expect(cells.nth(4)).toHaveText(points(granted));
    await expect(cells.nth(5)).toHaveText(points(before.pointsSpent - browserCost));
    await expect(cells.nth(6)).toHaveText(points(before.userPoints + browserCost));

    // 4. The prizes list: the action picked in the content filter shows its four orders.
    await page.goto('/admin/cms/prizes');
    await page
      .getByRole('combobox', { name: englishT('giftOrderScreenContentFilter'), exact: true })
      .click();
    const cut = Array.from(actionTitle).slice(0, giftOrderLimits.filterTitleMax).join('');
    expect(cut.length).toBeLessThan(actionTitle.length);
    await page.getByRole('option', { name: `${contentId} - ${cut}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]content=${contentId}(&|$)`));
    await expect(rows).toHaveCount(4);
    const table = page.getByRole('table').first();
    await expect(table.locator('tbody tr.shipped')).toHaveCount(3);
    await expect(table.locator('tbody tr.canceled')).toHaveCount(1);
    await expectStatus(page, browserOrder.id, 5);

    // Two rows selected, exported: the workbook holds exactly those orders.
    const selected = [browserOrder.id, secondApiId];
    for (const id of selected)
      await page.getByRole('checkbox', { name: `Select row ${id}` }).check();
    const byId = (a: number, b: number) => a - b;
    const exported = await exportedColumn(
      page,
      englishT('giftOrderScreenExport'),
      englishT('giftOrderColumnOrderId'),
    );
    expect(exported.map(Number).sort(byId)).toEqual([...selected].sort(byId));
  } finally {
    await buyerApi.dispose();
  }
});
