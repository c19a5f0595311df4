import { messages, notificationApi, notificationScreens, notificationTypes } from '@bo/contract';
import type { Page } from '@playwright/test';
import { importCustomers } from './customer-steps.js';
import { busyCompany, expect, expectSnackbar, signInAs, snackbar, test } from './fixtures.js';

const [debtType] = notificationTypes;

/**
 * Company 2's administrator on the add screen of a debt notification with one term, for a
 * customer imported first; the creates the page sends are listed as they go.
 */
async function addScreenWithOneTerm(page: Page) {
  // Company 2's administrator: company 1's customer count is notifications.spec's to read.
  await signInAs(page, busyCompany.admin);
  const custNo = `D${Date.now().toString(36).toUpperCase()}`;
  const imported = await importCustomers(page, [
    { custNo, name: 'Double Click Trade', balance: '250', balanceDate: '2026-12-31' },
  ]);
  expect(imported.status(), await imported.text()).toBe(200);

  const creates: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (
      request.method() === 'POST' &&
      path.toLowerCase() === notificationApi.create.toLowerCase()
    ) {
      creates.push(path);
    }
  });

  await page.goto(notificationScreens.add);
  await page.getByRole('combobox', { name: 'Notification type' }).click();
  await page.getByRole('option', { name: debtType.name }).click();
  await page.getByRole('button', { name: 'Add term' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add term' });
  await dialog.getByRole('combobox', { name: 'Customer' }).fill(custNo);
  // The option shows the customer's name beside its code.
  await page.getByRole('option', { name: `${custNo} Double Click Trade`, exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  return creates;
}

async function expectOnTheList(page: Page) {
  await expectSnackbar(page, messages.notificationsCreated);
  await expect(page).toHaveURL(new RegExp(`${notificationScreens.list}$`));
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
}

test('a double click on Create sends one request, says it worked and opens the list (issue 21)', async ({
  page,
}) => {
  const creates = await addScreenWithOneTerm(page);

  await page.getByRole('button', { name: 'Create' }).dblclick();

  await expectOnTheList(page);
  expect(creates).toHaveLength(1);
  // Nothing says it failed: the one answer is the success.
  await expect(snackbar(page, messages.notificationsSkipped(1))).toHaveCount(0);
});

test('a click on Create after the answer, while the list is still loading, sends nothing (issue 21)', async ({
  page,
}) => {
  const creates = await addScreenWithOneTerm(page);
  // The list's code held back: the add screen stays, its Create enabled again (a slow machine, as in CI).
  let releaseList = () => {};
  const listHeld = new Promise<void>((resolve) => (releaseList = resolve));
  await page.route('**/assets/NotificationListPage-*.js', async (route) => {
    await listHeld;
    await route.continue();
  });
  const create = page.getByRole('button', { name: 'Create' });
  const answered = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname.toLowerCase() === notificationApi.create.toLowerCase(),
  );

  await create.click();
  await answered;
  await expect(create).toBeEnabled();
  await create.click();
  releaseList();

  await expectOnTheList(page);
  expect(creates).toHaveLength(1);
});
