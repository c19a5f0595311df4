import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { messages } from '@bo/contract';
import { expect, expectSnackbar, signInAs, test } from './fixtures.js';

const picture = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../apps/server/demo-assets/banner-main-2.png',
);

test('create a banner with a picture, edit it, delete it', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/banners');
  await expect(page.getByRole('columnheader')).toHaveText([
    'Title',
    'Type',
    'Sort',
    'Created',
    'Active',
  ]);
  const title = `E2E banner ${Date.now()}`;

  await page.getByRole('link', { name: 'Add Banner' }).click();
  await expect(page).toHaveURL(/\/admin\/banners\/0$/);
  await page.getByRole('button', { name: 'Save' }).click();
  await expectSnackbar(page, messages.bannerTypeRequired);

  await page.getByLabel('Banner type').click();
  await page.getByRole('option', { name: 'Catalogue' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expectSnackbar(page, messages.bannerRequiredFields);

  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Link').fill('/catalog/e2e');
  await page.getByLabel('Choose main picture').setInputFiles(picture);
  await expect(page.getByRole('img', { name: 'Main picture' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expectSnackbar(page, messages.bannerCreated);
  await expect(page).toHaveURL(/\/admin\/banners\/[1-9]\d*$/);
  // A reload asks the server for /admin/banners/{id}: the history fallback serves the app.
  await page.reload();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  const storedPicture = page.getByRole('img', { name: 'Main picture' });
  await expect(storedPicture).toHaveAttribute('src', /^\/uploads\/banners\/1\/.+\.png$/);
  const src = await storedPicture.getAttribute('src');
  expect((await page.request.get(src ?? '')).status()).toBe(200);

  await page.goto('/admin/banners');
  const search = page.getByRole('textbox', { name: 'Search' });
  await search.fill(title);
  await search.press('Enter');
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('link', { name: title }).click();

  await page.getByLabel('Title').fill(`${title} edited`);
  await page.getByLabel('Sort').fill('7');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectSnackbar(page, messages.bannerEdited);

  await page.goto('/admin/banners');
  await search.fill(`${title} edited`);
  await search.press('Enter');
  const row = page.getByRole('row').filter({ hasText: `${title} edited` });
  await expect(row).toContainText('Catalogue');
  await expect(row).toContainText('7');
  await row.getByRole('link').click();

  await page.getByRole('button', { name: 'Delete banner' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expectSnackbar(page, messages.bannerDeleted);
  await expect(page).toHaveURL(/\/admin\/banners$/);
  await search.fill(title);
  await search.press('Enter');
  await expect(page.getByText(messages.searchNoResults(title))).toBeVisible();
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByRole('link', { name: 'Spring sale on filters' })).toBeVisible();
});
