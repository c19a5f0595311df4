import {
  productApi,
  productScreens,
  type CodeName,
  type PagedAnswer,
  type ProductRow,
} from '@bo/contract';
import type { APIRequestContext } from '@playwright/test';
import { expect, signInAs, test } from './fixtures.js';

const ajax = { 'X-Requested-With': 'XMLHttpRequest' };

async function call<Answer>(request: APIRequestContext, path: string, data?: object) {
  const response = await request.post(path, { headers: ajax, ...(data ? { data } : {}) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Answer;
}

/** Two demo brands that share a group, and that group: found through the filter lists. */
async function twoBrandsAndAGroup(request: APIRequestContext) {
  const brands = await call<string[]>(request, productApi.brandList);
  const [first] = brands;
  if (first === undefined) throw new Error('the demo data has no brands');
  const groupsOf = async (brand: string) =>
    (await call<CodeName[]>(request, productApi.groupList, { brand: [brand] })).map(
      (group) => group.code,
    );
  const firstGroups = await groupsOf(first);
  for (const second of brands.slice(1)) {
    const shared = (await groupsOf(second)).find((code) => firstGroups.includes(code));
    if (shared) return { brands: [first, second], group: shared };
  }
  throw new Error('no two demo brands share a group');
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('filter the product list by two brands and a group, then show All', async ({ page }) => {
  await signInAs(page, 'catalogmanager');
  const { brands, group } = await twoBrandsAndAGroup(page.request);
  const [first, second] = brands as [string, string];
  const expected = await call<PagedAnswer<ProductRow>>(page.request, productApi.productPage, {
    size: 0,
    page: 0,
    desc: false,
    brand: brands,
    groupCode: group,
  });
  expect(expected.total).toBeGreaterThan(0);

  await page.goto(productScreens.list);
  await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
  await expect(page.getByRole('columnheader')).toHaveText([
    'Brand',
    'Group',
    'Subgroup',
    'Description',
  ]);
  await expect(page.getByRole('row')).toHaveCount(21);

  const brandBox = page.getByRole('combobox', { name: 'Brand', exact: true });
  await brandBox.click();
  await brandBox.fill(first);
  await page.getByRole('option', { name: first, exact: true }).click();
  await brandBox.fill(second);
  await page.getByRole('option', { name: second, exact: true }).click();
  await page.keyboard.press('Escape');

  // The groups offered are those of the chosen brands.
  await page.getByRole('combobox', { name: 'Group', exact: true }).click();
  await page.getByRole('option', { name: new RegExp(`^${escaped(group)}( ·|$)`) }).click();
  await expect(page).toHaveURL(/[?&]group=/);
  const address = new URL(page.url()).searchParams;
  expect(address.getAll('brand')).toEqual(brands);
  expect(address.get('group')).toBe(group);

  const shown = Math.min(20, expected.total);
  await expect(page.getByText(`1–${shown} of ${expected.total}`)).toBeVisible();
  const bodyRows = page.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(bodyRows).toHaveCount(shown);
  // Only matching rows: one of the two brands, the chosen group.
  for (const cells of await bodyRows.all()) {
    const brandCell = (await cells.getByRole('cell').nth(0).textContent()) ?? '';
    const groupCell = (await cells.getByRole('cell').nth(1).textContent()) ?? '';
    expect(brands).toContain(brandCell);
    expect(groupCell.split(' · ')[0]).toBe(group);
  }
  await expect(bodyRows.first().getByRole('cell').nth(3)).toHaveText(
    expected.rows[0]?.description ?? '',
  );

  // All: every matching row, rendered virtualised; the last is reached by scrolling.
  await page.getByRole('combobox', { name: /rows per page/i }).click();
  await page.getByRole('option', { name: 'All' }).click();
  await expect(page.getByText(`1–${expected.rows.length} of ${expected.total}`)).toBeVisible();
  await expect(page).toHaveURL(/[?&]size=0/);
  const last = expected.rows.at(-1);
  if (!last) throw new Error('no rows');
  await page.locator('.MuiTableContainer-root').evaluate((box) => {
    box.scrollTop = box.scrollHeight;
  });
  await expect(page.getByRole('cell', { name: last.description, exact: true })).toBeVisible();
  if (expected.rows.length > 100) expect(await bodyRows.count()).toBeLessThan(100);
});
