import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bannerApi, messages, type Banner } from '@bo/contract';
import type { Page } from '@playwright/test';
import { apiPost, expect, signInAs, snackbar, test, uniqueStamp } from './fixtures.js';

const assets = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../apps/server/demo-assets',
);

/** The banners this test made: deleted whatever happens. */
const created: number[] = [];

test.afterEach(async ({ page }) => {
  for (const bannerId of created.splice(0))
    await apiPost(page.request, bannerApi.deleteBanner, JSON.stringify(bannerId));
});

/** A banner of the signed-in user's company, with the demo pictures named (main, catalogue). */
async function createBanner(
  page: Page,
  fields: { title: string; sort: number; bannerType: number },
  pictures: { picFile?: string; catalogPicFile?: string } = {},
): Promise<Banner> {
  const files = Object.fromEntries(
    Object.entries(pictures).map(([field, name]) => [
      field,
      { name, mimeType: 'image/png', buffer: fs.readFileSync(path.join(assets, name)) },
    ]),
  );
  const response = await page.request.post(bannerApi.createBanner, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    multipart: {
      bannerType: String(fields.bannerType),
      sort: String(fields.sort),
      active: 'true',
      title: fields.title,
      ref: '/catalog/e2e',
      ...files,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const banner = (await response.json()) as Banner;
  created.push(banner.bannerId);
  return banner;
}

test('the table sorts on the server, offers the page sizes of A§9 and keeps its state in the address', async ({
  page,
}) => {
  await signInAs(page, 'contentmanager');
  // Three banners of the test's own, as the demo's, found by their stamp: the list holds
  // whatever banners the other specs are making meanwhile.
  const stamp = uniqueStamp();
  const ownTitlesBySort = [
    `${stamp} Spring sale on filters`,
    `${stamp} New brake pads`,
    `${stamp} Double loyalty points`,
  ];
  for (const [index, title] of ownTitlesBySort.entries())
    await createBanner(page, { title, sort: [10, 20, 100][index] ?? 0, bannerType: index + 1 });
  await page.goto(`/admin/banners?q=${stamp}`);
  const titles = page.getByRole('row').getByRole('link');
  await expect(titles).toHaveText(ownTitlesBySort);

  await page.getByRole('columnheader', { name: 'Title' }).getByRole('button').click();
  await expect(titles).toHaveText([...ownTitlesBySort].sort());
  await page.getByRole('columnheader', { name: 'Title' }).getByRole('button').click();
  await expect(titles).toHaveText([...ownTitlesBySort].sort().reverse());

  await page.reload();
  await expect(titles).toHaveText([...ownTitlesBySort].sort().reverse());

  await page.getByRole('combobox', { name: /rows per page/i }).click();
  await expect(page.getByRole('option')).toHaveText(['25', '50', '100', 'All']);
  await page.getByRole('option', { name: 'All' }).click();
  await expect(titles).toHaveCount(3);
});

test('the unsaved-changes guard asks before leaving an edited form', async ({ page }) => {
  await signInAs(page, 'contentmanager');
  await page.goto('/admin/banners');
  await page.getByRole('link', { name: 'New brake pads' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Banners' })).toHaveAttribute('aria-current', 'page');
  await page.getByLabel('Title').fill('New brake pads, edited');

  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Banners' })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(messages.unsavedChanges);
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page.getByLabel('Title')).toHaveValue('New brake pads, edited');

  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Banners' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/admin\/banners$/);
  await expect(page.getByRole('link', { name: 'New brake pads', exact: true })).toBeVisible();
});

test('a stored picture is deleted after confirmation, and stays deleted after a reload', async ({
  page,
}) => {
  await signInAs(page, 'catalogmanager');
  // A banner of the test's own with both pictures: the demo banners stay as they are.
  const title = `E2E pictures ${uniqueStamp()}`;
  await createBanner(
    page,
    { title, sort: 10, bannerType: 1 },
    { picFile: 'banner-main-1.png', catalogPicFile: 'banner-catalog-1.png' },
  );
  await page.goto(`/admin/banners?q=${encodeURIComponent(title)}`);
  await page.getByRole('link', { name: title }).click();
  const picture = page.getByRole('img', { name: 'Catalogue picture' });
  await expect(picture).toBeVisible();
  await page.getByRole('button', { name: 'Delete catalogue picture' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(picture).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('img', { name: 'Main picture' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Catalogue picture' })).toHaveCount(0);
});

test('a session that ends while the screen is open sends the user to sign in and back', async ({
  page,
}) => {
  await signInAs(page, 'contentmanager');
  await page.goto('/admin/banners?q=brake');
  await expect(page.getByRole('link', { name: 'New brake pads' })).toBeVisible();
  await page.request.post('/api/auth/logout', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });

  await page.getByRole('columnheader', { name: 'Sort' }).getByRole('button').click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('Login').fill('contentmanager');
  await page.getByLabel('Password').fill('demo-e2e');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/banners\?/);
  await expect(page.getByRole('link', { name: 'New brake pads' })).toBeVisible();
  await expect(snackbar(page, messages.sessionMissing)).toHaveCount(0);
});
