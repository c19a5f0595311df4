import { englishT } from '@bo/contract';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, expectSnackbar } from './fixtures.js';

/**
 * Steps and locators the specs share: a button or a text box by its exact
 * name, the rows of a data table, a delete question, a search, a form post,
 * an exported workbook.
 */

export const button = (scope: Page | Locator, name: string): Locator =>
  scope.getByRole('button', { name, exact: true });

export const field = (scope: Page | Locator, name: string): Locator =>
  scope.getByRole('textbox', { name, exact: true });

/**
 * A snackbar shown beside a modal dialog, which hides the rest of the page from
 * the accessibility tree (as in users.spec.ts).
 */
export const snackbarBesideDialog = (page: Page, text: string): Locator =>
  page.getByRole('alert', { includeHidden: true }).filter({ hasText: text });

/** The body rows of the page's (first) data table. */
export const bodyRows = (page: Page): Locator =>
  page.getByRole('table').first().locator('tbody').getByRole('row');

/** Points as the screens show them: two decimals. */
export const points = (value: number): string => value.toFixed(2);

/** Types `text` in the list's Search box and presses Enter. */
export async function searchFor(page: Page, text: string) {
  const search = field(page, englishT('search'));
  await search.fill(text);
  await search.press('Enter');
}

/** Confirms a delete question titled `title`, which says `text`. */
export async function confirmDelete(page: Page, title: string, text: string) {
  const ask = page.getByRole('dialog', { name: title });
  await expect(ask).toContainText(text);
  await button(ask, englishT('delete')).click();
  await expect(ask).toBeHidden();
}

/** A delete from the button `name`: its question of the same title, confirmed, then the snackbar `done`. */
export async function deleteConfirmed(page: Page, name: string, text: string, done: string) {
  await button(page, name).click();
  await confirmDelete(page, name, text);
  await expectSnackbar(page, done);
}

const ajax = { 'X-Requested-With': 'XMLHttpRequest' };

/** POSTs a multipart form (as the editors send theirs) that must answer 200, and answers its JSON. */
export async function postForm<T>(
  request: APIRequestContext,
  url: string,
  fields: Record<string, string>,
): Promise<T> {
  const response = await request.post(url, { headers: ajax, multipart: fields });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

/** Clicks the export button `name`, catches the .xlsx it downloads and answers its first sheet. */
export async function exportedSheet(page: Page, name: string): Promise<ExcelJS.Worksheet> {
  const [download] = await Promise.all([page.waitForEvent('download'), button(page, name).click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('The export has no sheet');
  return sheet;
}

/**
 * Clicks the export button `name`, reads the .xlsx it downloads and answers the
 * values of the column headed `header` (found by its header), below the header.
 */
export async function exportedColumn(page: Page, name: string, header: string): Promise<unknown[]> {
  const sheet = await exportedSheet(page, name);
  let column = 0;
  sheet.getRow(1).eachCell((cell, number) => {
    if (cell.value === header) column = number;
  });
  expect(column, `the ${header} column`).toBeGreaterThan(0);
  const values: unknown[] = [];
  sheet.eachRow((row, number) => {
    if (number > 1) values.push(row.getCell(column).value);
  });
  return values;
}
