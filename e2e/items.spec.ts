import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  englishT,
  importFileField,
  itemApi,
  itemImportColumns,
  itemScreens,
  type ItemTranslation,
} from '@bo/contract';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { expect, expectSnackbar, signInAs, test } from './fixtures.js';

const ajax = { 'X-Requested-With': 'XMLHttpRequest' };
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const picture = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../apps/server/demo-assets/banner-main-2.png',
);

declare global {
  interface Window {
    itemCspViolations: string[];
  }
}

type ItemLine = Record<(typeof itemImportColumns)[number], string>;

/**
 * Item numbers no other run uses. 'OC0' sorts before the demo's OC100001…, so
 * the item search `oc*` (50 rows at most, by number) lists them.
 */
const stamp = Date.now().toString(36).toUpperCase();
const cardItem = `OC0${stamp}A`;
const translateItem = `OC0${stamp}B`;

/** Adds items through the item import (the first sheet: the header, then one line each). */
async function importItems(page: Page, lines: ItemLine[]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Items');
  sheet.addRow([...itemImportColumns]);
  for (const line of lines) sheet.addRow(itemImportColumns.map((column) => line[column]));
  const response = await page.request.post(itemApi.importItems, {
    headers: ajax,
    multipart: {
      [importFileField]: {
        name: 'items.xlsx',
        mimeType: xlsxType,
        buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
      },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  expect(await response.json()).toMatchObject({ success: true, imported: lines.length });
}

const item = (itemNo: string, description: string): ItemLine => ({
  itemNo,
  description,
  searchDescription: description.toUpperCase(),
  brand: 'MAHLE',
  groupCode: 'FILT',
  subGroupCode: 'OIL',
  analyst: 'E2E',
});

/** Searches the analytics list for `itemNo` (applied on Enter) and answers its row. */
async function findInList(page: Page, itemNo: string) {
  await page.goto(itemScreens.list);
  const search = page.getByRole('textbox', { name: 'Search' });
  await search.fill(itemNo);
  await search.press('Enter');
  await expect(page.getByRole('row')).toHaveCount(2);
  return page.getByRole('row').filter({ hasText: itemNo });
}

test.beforeEach(async ({ page }) => {
  // The rich-text editor and the panels must run under the Content-Security-Policy.
  await page.addInitScript(() => {
    window.itemCspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.itemCspViolations.push(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
});

test('find an item, translate it on its card, add a picture and a link, and see the counts', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await importItems(page, [item(cardItem, 'Oil filter E2E card')]);

  // The list: found by its number, nothing translated, no files yet.
  let row = await findInList(page, cardItem);
  await expect(row.getByLabel('No translation into uk')).toBeVisible();
  await expect(row.getByRole('cell').nth(4)).toHaveText('0');
  await row.getByRole('link', { name: cardItem }).click();

  // The card: View opens the item page upper-cased in a new tab.
  await expect(page).toHaveURL(new RegExp(`/admin/analytics/itemcard/${cardItem}$`));
  await expect(page.getByRole('heading', { name: `Item ${cardItem}` })).toBeVisible();
  const view = page.getByRole('link', { name: 'View' });
  await expect(view).toHaveAttribute('href', `/item/${cardItem}`);
  await expect(view).toHaveAttribute('target', '_blank');
  const tabs = page.getByRole('tablist', { name: `Item ${cardItem}` });
  await expect(tabs.getByRole('tab')).toHaveText([
    'Ukrainian 0',
    'Russian 0',
    'English 0',
    'Images 0',
    'PDF 0',
    'Links 0',
  ]);

  // uk translation: the warning bar while edited, Add, then Update.
  const warning = page.getByRole('alert').filter({ hasText: englishT('languageChanged') });
  await expect(page.getByRole('button', { name: 'Update' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Фільтр масляний E2E');
  await expect(warning).toBeVisible();
  await page.getByRole('textbox', { name: 'Long text' }).click();
  await page.keyboard.type('Для двигунів 1.6');
  await page.getByRole('button', { name: 'Add' }).click();
  await expectSnackbar(page, englishT('translationSaved'));
  await expect(warning).toHaveCount(0);
  await expect(tabs.getByRole('tab', { name: 'Ukrainian 2' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Short text' }).fill('Коротко');
  await expect(warning).toBeVisible();
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByRole('textbox', { name: 'Short text' })).toHaveValue('');
  await page.getByRole('textbox', { name: 'Short text' }).fill('Коротко');
  await page.getByRole('button', { name: 'Update' }).click();
  await expectSnackbar(page, englishT('translationSaved'));
  await expect(tabs.getByRole('tab', { name: 'Ukrainian 3' })).toBeVisible();
  const saved = await page.request.post(itemApi.getTranslate, {
    headers: ajax,
    data: { itemNo: cardItem, lang: 'uk' },
  });
  expect((await saved.json()) as ItemTranslation).toMatchObject({
    description: 'Фільтр масляний E2E',
    shortText: 'Коротко',
    longText: '<p>Для двигунів 1.6</p>',
  });

  // Images: a picture with a description, hidden, then shown again.
  await tabs.getByRole('tab', { name: 'Images 0' }).click();
  await page.getByRole('button', { name: 'Add file' }).click();
  const newFile = page.getByRole('form', { name: 'New file' });
  await newFile.getByRole('button', { name: 'Save' }).click();
  await expectSnackbar(page, englishT('itemFileChooseFile'));
  await newFile.getByLabel('Choose file').setInputFiles(picture);
  await expect(newFile.getByText('banner-main-2.png')).toBeVisible();
  await newFile.getByRole('button', { name: 'Save' }).click();
  await expectSnackbar(page, englishT('itemFileSelectDescription'));
  await newFile.getByRole('combobox', { name: /File description/ }).click();
  await page.getByRole('option', { name: 'Photo', exact: true }).click();
  await newFile.getByRole('button', { name: 'Save' }).click();
  await expectSnackbar(page, englishT('fileUploaded'));
  await expect(tabs.getByRole('tab', { name: 'Images 1' })).toBeVisible();
  // The only visible picture is the card's first picture, served from the site.
  const firstPicture = page.getByRole('img', { name: 'First picture' });
  await expect
    .poll(() => firstPicture.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

  const files = page.getByRole('list', { name: 'Images' });
  await files.getByRole('button', { name: /banner-main-2\.png/ }).click();
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('checkbox', { name: 'Hidden' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expectSnackbar(page, englishT('fileUpdated'));
  await expect(files.getByText('Hidden')).toBeVisible();
  await expect(page.getByText('No picture')).toBeVisible();
  await page.getByRole('button', { name: 'Show again' }).click();
  await expectSnackbar(page, englishT('fileUnlocked'));
  await expect(files.getByText('Hidden')).toHaveCount(0);
  await expect(firstPicture).toBeVisible();

  // Links: 'Please enter URL', then a link.
  await tabs.getByRole('tab', { name: 'Links 0' }).click();
  await page.getByRole('button', { name: 'Add link' }).click();
  const newLink = page.getByRole('form', { name: 'New link' });
  await newLink.getByRole('button', { name: 'Save' }).click();
  await expectSnackbar(page, englishT('itemLinkEnterUrl'));
  await newLink.getByRole('textbox', { name: 'URL' }).fill('https://www.mahle.com/oc90');
  await newLink.getByRole('combobox', { name: /File description/ }).click();
  await page.getByRole('option', { name: 'Manufacturer page' }).click();
  await newLink.getByRole('button', { name: 'Save' }).click();
  await expectSnackbar(page, englishT('linkUploaded'));
  await expect(tabs.getByRole('tab', { name: 'Links 1' })).toBeVisible();

  // The list counts the picture and the link, and highlights uk.
  row = await findInList(page, cardItem);
  await expect(row.getByLabel('Translated into uk')).toBeVisible();
  // The counts in C§2.1's order: pictures, links, PDF.
  await expect(row.getByRole('cell').nth(4)).toHaveText('1');
  await expect(row.getByRole('cell').nth(5)).toHaveText('1');
  await expect(row.getByRole('cell').nth(6)).toHaveText('0');

  // The item page any signed-in user sees, outside the admin shell.
  await page.goto(`/item/${cardItem.toLowerCase()}`);
  await expect(page.getByRole('heading', { name: cardItem, level: 1 })).toBeVisible();
  await expect(page.getByText('Фільтр масляний E2E')).toBeVisible();
  await expect(page.getByText('Для двигунів 1.6')).toBeVisible();
  await expect(page.getByRole('link', { name: 'https://www.mahle.com/oc90' })).toBeVisible();
  await expect(page.getByRole('img', { name: `Picture 1 of ${cardItem}` })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);

  expect(await page.evaluate(() => window.itemCspViolations)).toEqual([]);
});

test('the translate screen finds an item with oc* and saves a translation', async ({ page }) => {
  await signInAs(page, 'admin');
  await importItems(page, [item(translateItem, 'Oil filter E2E translate')]);

  await page.goto('/admin/analytics/translate');
  const dialog = page.getByRole('dialog', { name: 'Item search' });
  await dialog.getByRole('textbox', { name: 'Item no' }).fill('oc*');
  await expect(dialog.getByText(englishT('itemSearchPattern', { pattern: 'OC%' }))).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Item no' }).press('Enter');
  await dialog
    .getByRole('list', { name: 'Items found' })
    .getByRole('button', { name: new RegExp(`^${translateItem}`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/analytics/translate/${translateItem}`));

  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Russian' }).click();
  // The Russian texts replace the Ukrainian form once loaded: typed before, they would go
  // into the form on its way out.
  const russian = page.getByRole('form', { name: 'Translation into Russian' });
  await russian
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('Фильтр масляный E2E');
  await russian.getByRole('textbox', { name: 'Search description' }).fill('ФИЛЬТР');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectSnackbar(page, englishT('translateSaved'));

  const saved = await page.request.post(itemApi.getTranslate, {
    headers: ajax,
    data: { itemNo: translateItem, lang: 'ru' },
  });
  expect((await saved.json()) as ItemTranslation).toMatchObject({
    itemNo: translateItem,
    lang: 'ru',
    description: 'Фильтр масляный E2E',
    searchDescription: 'ФИЛЬТР',
  });
  expect(await page.evaluate(() => window.itemCspViolations)).toEqual([]);
});
