import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import {
  criteriaImportColumns,
  filesImportColumns,
  itemApi,
  itemImportColumns,
  type ItemImportAnswer,
} from '@bo/contract';
import { fileForm } from '../forms.js';
import { openTestApp, type TestApp, type TestUser } from '../test-app.js';
import { itemGroups, items, itemSubGroups } from '../../features/items/items.schema.js';

/*
 * The scene the items test files share: the app of the file (openItemImportApp), its users
 * and the calls the tests make. The bindings are set by the hook and read by the tests
 * through the import.
 */

export let t: TestApp;
export let translator: TestUser;
export let otherTranslator: TestUser;

/** The app of the test file that calls this; closed after its tests. */
export function openItemImportApp() {
  openTestApp({}, async (app) => {
    t = app;
    translator = await t.makeUser({ roles: ['TranslateManager'] });
    otherTranslator = await t.makeUser({ roles: ['Admin'], comId: 2 });
    await t.deps.db.insert(itemGroups).values([
      { comId: 1, groupCode: 'FILT', name: 'Filters' },
      { comId: 2, groupCode: 'BRAKE', name: 'Brakes' },
    ]);
    await t.deps.db.insert(itemSubGroups).values({
      comId: 1,
      groupCode: 'FILT',
      subGroupCode: 'OIL',
      name: 'Oil filters',
    });
  });
}

export const itemsHeader = [...itemImportColumns];
export const criteriaHeader = [...criteriaImportColumns];
export const filesHeader = [...filesImportColumns];

/** A workbook of named sheets, the first one being the Items sheet. */
export async function workbook(sheets: Record<string, unknown[][]>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = book.addWorksheet(name);
    for (const row of rows) sheet.addRow(row);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

export function importFile(data: Buffer, user: TestUser = translator, name = 'items.xlsx') {
  return t.postForm(itemApi.importItems, fileForm(data, name), user);
}

export async function imported(sheets: Record<string, unknown[][]>, user: TestUser = translator) {
  const response = await importFile(await workbook(sheets), user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ItemImportAnswer>();
}

export const itemRow = async (comId: number, itemNo: string) =>
  (
    await t.deps.db
      .select()
      .from(items)
      .where(and(eq(items.comId, comId), eq(items.itemNo, itemNo)))
  )[0];
export const itemCount = async (itemNos: string[]) =>
  (await t.deps.db.select().from(items).where(inArray(items.itemNo, itemNos))).length;
