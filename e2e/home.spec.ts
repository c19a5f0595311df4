import { messages, requestApi, roleCatalogue, roleCodes } from '@bo/contract';
import { expect, signInAs, test } from './fixtures.js';

const ajax = { 'X-Requested-With': 'XMLHttpRequest' };

test('the home page shows the new requests waiting, and opens them in the list', async ({
  page,
}) => {
  await signInAs(page, 'salesmanager');
  const answer = await page.request.post(requestApi.requestCounts, { headers: ajax });
  expect(answer.status(), await answer.text()).toBe(200);
  const waiting = ((await answer.json()) as { new: number }).new;
  expect(waiting).toBeGreaterThan(0);

  await page.goto('/admin');
  await expect(
    page.getByRole('heading', { name: messages.welcome('Sales manager') }),
  ).toBeVisible();
  const widget = page.getByRole('region', { name: messages.newRequestsTitle });
  await expect(widget).toContainText(messages.newRequestsWaiting(waiting));
  // The roles are no longer listed on the home page.
  await expect(page.getByRole('list', { name: messages.yourRoles })).toHaveCount(0);

  await widget.getByRole('link', { name: messages.showNewRequests }).click();
  await expect(page).toHaveURL(/\/admin\/requests\?status=1$/);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('New');
  const statuses = page.locator('tbody tr td:nth-child(6)');
  await expect(statuses.first()).toHaveText('New');
  expect(new Set(await statuses.allInnerTexts())).toEqual(new Set(['New']));
});

test('the profile menu of the top bar shows the account and its roles, and signs out', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.goto('/admin');
  const account = page.getByRole('banner').getByRole('button', { name: 'Administrator' });
  await account.click();
  const panel = page.getByRole('dialog', { name: messages.accountMenuTitle });
  await expect(panel.getByRole('term')).toHaveText(['Login', 'Company']);
  await expect(panel.getByRole('definition')).toHaveText(['admin', '1']);
  const roles = panel.getByRole('list', { name: messages.yourRoles });
  await expect(roles.getByRole('listitem')).toHaveCount(roleCodes.length);
  for (const role of roleCodes) {
    await expect(roles.getByText(roleCatalogue[role].name, { exact: true })).toBeVisible();
  }

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(account).toBeFocused();

  await account.click();
  await panel.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin/);
});
