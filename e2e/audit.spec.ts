import { auditScreens, bannerApi, type Banner } from '@bo/contract';
import { expect, signInAsNewUser, test } from './fixtures.js';

const ajax = { 'X-Requested-With': 'XMLHttpRequest' };

test("an admin finds a banner's change in the audit log and reads its before and after", async ({
  page,
}) => {
  // An administrator of the test's own: the login filter shows its rows and no other spec's.
  const login = await signInAsNewUser(page, ['Admin']);
  const title = `E2E audit ${Date.now()}`;
  const fields = { bannerType: '1', sort: '40', active: 'true', title, ref: '/catalog/audit' };
  const created = await page.request.post(bannerApi.createBanner, {
    headers: ajax,
    multipart: fields,
  });
  expect(created.status(), await created.text()).toBe(200);
  const banner = (await created.json()) as Banner;
  const updated = await page.request.post(bannerApi.updateBanner, {
    headers: ajax,
    multipart: { ...fields, bannerId: String(banner.bannerId), title: `${title} renamed` },
  });
  expect(updated.status(), await updated.text()).toBe(200);

  await page.goto(auditScreens.list);
  await expect(page.getByRole('heading', { name: 'Audit' })).toBeVisible();
  await expect(page.getByRole('columnheader')).toHaveText([
    'User',
    'Company',
    'Entity',
    'Id',
    'Action',
    'When',
    'Changes',
  ]);
  await page.getByRole('combobox', { name: 'Entity' }).click();
  await page.getByRole('option', { name: 'Banner', exact: true }).click();
  await expect(page).toHaveURL(/[?&]entity=banner(&|$)/);
  const userFilter = page.getByRole('textbox', { name: 'User login' });
  await userFilter.fill(login);
  await userFilter.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]login=${login}(&|$)`));

  // Newest first: the update, then the creation of the same banner (in the user's company 2).
  const rows = page.getByRole('row');
  await expect(rows.nth(1)).toContainText(`${login}2Banner${banner.bannerId}Update`);
  await expect(rows.nth(2)).toContainText(`${login}2Banner${banner.bannerId}Create`);
  await expect(page.getByRole('row').filter({ hasText: 'User role' })).toHaveCount(0);

  await rows
    .nth(1)
    .getByRole('button', { name: `Changes of Banner ${banner.bannerId}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Changes of Banner ${banner.bannerId}` });
  await expect(dialog).toContainText(`Update · ${login}`);
  // Only the field that changed, with its old and new value.
  await expect(dialog.getByRole('row')).toHaveCount(2);
  const change = dialog.getByRole('row').nth(1);
  await expect(change.getByRole('rowheader')).toHaveText('Title');
  await expect(change.getByRole('cell')).toHaveText([title, `${title} renamed`]);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // The action filter narrows the list to the creation, which shows every field it wrote.
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Create' }).click();
  await expect(rows.nth(1)).toContainText(`${login}2Banner${banner.bannerId}Create`);
  await rows
    .nth(1)
    .getByRole('button', { name: `Changes of Banner ${banner.bannerId}` })
    .click();
  await expect(page.getByRole('dialog').getByRole('row', { name: /^Link/ })).toContainText(
    '/catalog/audit',
  );

  // The test's banner goes again.
  const deleted = await page.request.post(bannerApi.deleteBanner, {
    headers: { ...ajax, 'Content-Type': 'application/json' },
    data: JSON.stringify(banner.bannerId),
  });
  expect(deleted.status(), await deleted.text()).toBe(200);
});
