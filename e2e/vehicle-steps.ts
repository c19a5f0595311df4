import { vehicleApi } from '@bo/contract';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiPost, expect } from './fixtures.js';
import { button, deleteConfirmed } from './ui-steps.js';

/**
 * Steps of vehicles.spec.ts: the counts of the import/export screen, the
 * clean-up of the marks a test made, the items dialog and the import dialog.
 */

interface Totals {
  totalMarks: number;
  totalModels: number;
  totalVehicles: number;
  totalItems: number;
}
export const totals = (request: APIRequestContext) =>
  apiPost<Totals>(request, vehicleApi.totalsInfo);

/**
 * Deletes every mark whose name holds `stamp`, with its models, modifications
 * and items (children first: the server refuses a parent with children), so
 * the other specs see only the demo data whatever a spec left behind.
 */
export async function removeMarksNamed(request: APIRequestContext, stamp: string) {
  const marks = await apiPost<{ rows: { markId: number }[] }>(
    request,
    `${vehicleApi.marks}?filter=${encodeURIComponent(stamp)}`,
    { size: 0, page: 0, desc: false },
  );
  for (const { markId } of marks.rows) {
    const models = await apiPost<{ modelId: number }[]>(request, vehicleApi.models, { markId });
    for (const { modelId } of models) {
      const types = await apiPost<{ typeId: number }[]>(request, vehicleApi.vehicles, { modelId });
      for (const { typeId } of types) {
        await apiPost(request, vehicleApi.deleteVehicleItems, { typeId });
        await apiPost(request, vehicleApi.deleteVehicle, { typeId });
      }
      await apiPost(request, vehicleApi.deleteModel, { modelId });
    }
    await apiPost(request, vehicleApi.deleteMark, { markId });
  }
}

/** The add dialog: search each number, tick it, Add. */
export async function chooseItems(page: Page, itemNos: readonly string[]) {
  await button(page, 'Add items').click();
  const dialog = page.getByRole('dialog', { name: 'Add items' });
  for (const itemNo of itemNos) {
    const search = dialog.getByRole('textbox', { name: 'Item no' });
    await search.fill(itemNo.toLowerCase());
    await search.press('Enter');
    const found = dialog.getByRole('list', { name: 'Items found' });
    await found.getByRole('button').filter({ hasText: itemNo }).first().click();
    await expect(dialog.getByRole('region', { name: 'Items to add' })).toContainText(itemNo);
  }
  await button(dialog, 'Add').click();
  return dialog;
}

/** An .xlsx workbook of `rows`, the first the header. */
export async function workbook(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Marks');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The import dialog of `opener`: the file, then Import (or Delete). */
export async function importFile(
  page: Page,
  opener: Locator,
  title: string,
  file: { name: string; mimeType: string; buffer: Buffer },
  submit: 'Import' | 'Delete',
) {
  await opener.click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(button(dialog, submit)).toBeDisabled();
  await dialog.getByLabel('Choose file').setInputFiles(file);
  await expect(dialog).toContainText(file.name);
  await button(dialog, submit).click();
  await expect(dialog).toBeHidden();
}

/**
 * Deletes the record (its page's Delete button): the question that it cannot
 * be undone, confirmed, then the snackbar `done`.
 */
export const deleteRecord = (
  page: Page,
  kind: 'modification' | 'model' | 'mark',
  name: string,
  done: string,
) =>
  deleteConfirmed(
    page,
    `Delete ${kind}`,
    `Delete the ${kind} "${name}"? This cannot be undone.`,
    done,
  );
