import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  criteriaImportColumns,
  filesImportColumns,
  itemApi,
  itemImportColumns,
  messages,
  renderText,
  textOfEnglish,
  type ErrorAnswer,
  type ItemImportAnswer,
} from '@bo/contract';
import { auditLog } from '../../platform/db/platform.schema.js';
import {
  makeItem,
  makeItemCriterion,
  makeItemFile,
  makeItemTranslation,
} from '../../test/factories.js';
import { fileBlob, pngBytes } from '../../test/fixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import {
  itemBrands,
  itemCriteria,
  itemFiles,
  itemGroups,
  items,
  itemSubGroups,
  itemTranslations,
} from './items.schema.js';

let t: TestApp;
let translator: TestUser;
let otherTranslator: TestUser;

beforeAll(async () => {
  t = await createTestApp();
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
afterAll(() => t.close());

const itemsHeader = [...itemImportColumns];
const criteriaHeader = [...criteriaImportColumns];
const filesHeader = [...filesImportColumns];

/** A workbook of named sheets, the first one being the Items sheet. */
async function workbook(sheets: Record<string, unknown[][]>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = book.addWorksheet(name);
    for (const row of rows) sheet.addRow(row);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

function importFile(data: Buffer, user: TestUser = translator, name = 'items.xlsx') {
  const form = new FormData();
  form.append('file', fileBlob(data), name);
  return t.postForm(itemApi.importItems, form, user);
}

async function imported(sheets: Record<string, unknown[][]>, user: TestUser = translator) {
  const response = await importFile(await workbook(sheets), user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ItemImportAnswer>();
}

const itemRow = async (comId: number, itemNo: string) =>
  (
    await t.deps.db
      .select()
      .from(items)
      .where(and(eq(items.comId, comId), eq(items.itemNo, itemNo)))
  )[0];
const itemCount = async (itemNos: string[]) =>
  (await t.deps.db.select().from(items).where(inArray(items.itemNo, itemNos))).length;

describe('the Items sheet', () => {
  it('inserts items upper-cased, with brands, and groups and subgroups it names', async () => {
    const answer = await imported({
      Items: [
        [...itemsHeader, 'groupName', 'subGroupName'],
        ['imp1', 'Oil filter', 'oil filter mahle', 'MAHLE', 'FILT', 'OIL', 'Olena'],
        ['IMP2', 'Brake pad set', '', 'TRW', 'brk', 'FRONT', 'Ivan', 'Brakes', 'Front pads'],
        ['IMP3', 'Rear pads', '', 'TRW', 'BRK', 'REAR', '', '', 'Rear pads'],
        ['IMP4', 'Floor mat', '', '', '', '', ''],
      ],
    });
    expect(answer).toEqual({ success: true, imported: 4, criteria: 0, files: 0, failedItems: [] });
    expect(await itemRow(1, 'IMP1')).toMatchObject({
      description: 'Oil filter',
      searchDescription: 'oil filter mahle',
      brand: 'MAHLE',
      groupCode: 'FILT',
      subGroupCode: 'OIL',
      analyst: 'Olena',
      active: true,
    });
    expect(await itemRow(1, 'IMP2')).toMatchObject({ groupCode: 'BRK', subGroupCode: 'FRONT' });
    const groups = await t.deps.db.select().from(itemGroups).where(eq(itemGroups.groupCode, 'BRK'));
    expect(groups).toEqual([{ comId: 1, groupCode: 'BRK', name: 'Brakes' }]);
    const subGroups = await t.deps.db
      .select()
      .from(itemSubGroups)
      .where(eq(itemSubGroups.groupCode, 'BRK'));
    expect(subGroups.map((row) => `${row.subGroupCode}:${row.name}`).sort()).toEqual([
      'FRONT:Front pads',
      'REAR:Rear pads',
    ]);
    const brands = await t.deps.db.select().from(itemBrands).where(eq(itemBrands.comId, 1));
    expect(brands.map((row) => row.brand)).toEqual(expect.arrayContaining(['MAHLE', 'TRW']));
    const audits = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'item'), eq(auditLog.entityId, 'import')));
    expect(audits.length).toBeGreaterThan(0);
  });

  it('updates an item of the same number, keeping its translations and files', async () => {
    const item = await makeItem(t.deps.db, { itemNo: 'UPD1', description: 'Old' });
    await makeItemTranslation(t.deps.db, item, 'uk');
    await makeItemFile(t.deps.db, item, { manual: true });
    const answer = await imported({
      Items: [itemsHeader, ['upd1', 'New description', 'new', 'BOSCH', '', '', '']],
    });
    expect(answer.imported).toBe(1);
    expect(await itemRow(1, 'UPD1')).toMatchObject({
      description: 'New description',
      brand: 'BOSCH',
      translatedLangs: ['uk'],
    });
    expect(
      await t.deps.db.select().from(itemTranslations).where(eq(itemTranslations.itemNo, 'UPD1')),
    ).toHaveLength(1);
    expect(
      await t.deps.db.select().from(itemFiles).where(eq(itemFiles.itemNo, 'UPD1')),
    ).toHaveLength(1);
  });

  it('lists the bad lines and writes the good ones', async () => {
    const answer = await imported({
      Items: [
        itemsHeader,
        ['GOOD1', 'Fine', '', '', '', '', ''],
        ['A'.repeat(21), 'Too long number', '', '', '', '', ''],
        ['BAD-1', 'Dash', '', '', '', '', ''],
        ['DUP1', 'First', '', '', '', '', ''],
        ['NODESC1', '', '', '', '', '', ''],
        ['dup1', 'Second', '', '', '', '', ''],
        ['NOGROUP1', 'Unknown group', '', '', 'NOSUCH', '', ''],
        ['NOSUB1', 'Unknown subgroup', '', '', 'FILT', 'NOSUCH', ''],
        ['SUBONLY1', 'Subgroup without group', '', '', '', 'OIL', '', '', 'Oil'],
        ['LONG1', 'x'.repeat(251), '', '', '', '', ''],
        ['GOOD2', 'Known group', '', '', 'filt', 'oil', ''],
      ],
    });
    expect(answer.success).toBe(false);
    expect(answer.imported).toBe(2);
    expect(answer.failedItems).toEqual([
      { sheet: 'Items', line: 3, itemNo: 'A'.repeat(21), error: messages.itemNoInvalid },
      { sheet: 'Items', line: 4, itemNo: 'BAD-1', error: messages.itemNoInvalid },
      { sheet: 'Items', line: 5, itemNo: 'DUP1', error: messages.itemImportDuplicate },
      { sheet: 'Items', line: 6, itemNo: 'NODESC1', error: messages.itemImportDescriptionEmpty },
      { sheet: 'Items', line: 7, itemNo: 'DUP1', error: messages.itemImportDuplicate },
      {
        sheet: 'Items',
        line: 8,
        itemNo: 'NOGROUP1',
        error: messages.itemImportGroupUnknown('NOSUCH'),
      },
      {
        sheet: 'Items',
        line: 9,
        itemNo: 'NOSUB1',
        error: messages.itemImportSubGroupUnknown('FILT', 'NOSUCH'),
      },
      {
        sheet: 'Items',
        line: 10,
        itemNo: 'SUBONLY1',
        error: messages.itemImportSubGroupWithoutGroup,
      },
      {
        sheet: 'Items',
        line: 11,
        itemNo: 'LONG1',
        error: messages.itemImportCellTooLong('description', 250),
      },
    ]);
    expect(await itemCount(['GOOD1', 'GOOD2'])).toBe(2);
    expect(await itemCount(['DUP1', 'NODESC1', 'NOGROUP1', 'NOSUB1', 'SUBONLY1', 'LONG1'])).toBe(0);
    expect(
      await t.deps.db.select().from(itemGroups).where(eq(itemGroups.groupCode, 'NOSUCH')),
    ).toEqual([]);
  });

  it('words every refused line as a sentence, in English and in Ukrainian (issue 32)', async () => {
    const answer = await imported({
      Items: [
        itemsHeader,
        ['BAD-2', 'Dash', '', '', '', '', ''],
        ['SENT1', '', '', '', '', '', ''],
        ['SENT2', 'x'.repeat(251), '', '', '', '', ''],
        ['SENT3', 'Long search', 's'.repeat(251), '', '', '', ''],
        ['SENT4', 'Long brand', '', 'b'.repeat(51), '', '', ''],
        ['SENT5', 'Long group', '', '', 'G'.repeat(21), '', ''],
        ['SENT6', 'Long analyst', '', '', '', '', 'a'.repeat(51)],
        ['SENT7', 'Unknown group', '', '', 'NOSUCH', '', ''],
        ['SENT8', 'Subgroup only', '', '', '', 'OIL', ''],
        ['SENT9', 'Good', '', '', '', '', ''],
      ],
      Criteria: [
        criteriaHeader,
        ['SENT9', 'n'.repeat(101), '1'],
        ['SENT9', 'Height', 'v'.repeat(251)],
        ['SENT9', '', '1'],
        ['NOSUCH8', 'Height', '1'],
      ],
      Files: [
        filesHeader,
        ['SENT9', 4, 'javascript:alert(1)', 7, 1],
        ['SENT9', 1, '../x.jpg', 1, 1],
        ['SENT9', 9, 'a.jpg', 1, 1],
        ['SENT9', 1, 'b.jpg', 8, 1],
        ['SENT9', 1, 'c.jpg', 1, -2],
      ],
    });
    expect(answer.failedItems).toHaveLength(18);
    // The part after "Items, line 4, SENT2:" starts with a capital letter, in both languages.
    for (const { error } of answer.failedItems) {
      expect(error).toMatch(/^\p{Lu}/u);
      const words = textOfEnglish(error);
      expect(words, error).toBeDefined();
      expect(renderText('uk', words!), error).toMatch(/^\p{Lu}/u);
    }
    expect(answer.failedItems.find((failure) => failure.itemNo === 'SENT2')?.error).toBe(
      'The value in column description is longer than 250 characters',
    );
  });

  it('lets a later line use a group an earlier line of the file created', async () => {
    const answer = await imported({
      Items: [
        [...itemsHeader, 'groupName'],
        ['NEWG1', 'First', '', '', 'NEWG', '', '', 'New group'],
        ['NEWG2', 'Second', '', '', 'NEWG', '', ''],
      ],
    });
    expect(answer).toMatchObject({ success: true, imported: 2 });
  });

  it('imports into the caller’s company only', async () => {
    await makeItem(t.deps.db, { itemNo: 'SHARED1', description: 'Company 1' });
    const answer = await imported(
      { Items: [itemsHeader, ['SHARED1', 'Company 2 item', '', '', 'BRAKE', '', '']] },
      otherTranslator,
    );
    expect(answer.imported).toBe(1);
    expect((await itemRow(1, 'SHARED1'))?.description).toBe('Company 1');
    expect((await itemRow(2, 'SHARED1'))?.description).toBe('Company 2 item');
  });
});

describe('the Criteria and Files sheets', () => {
  it('replace the criteria of the items they name, for items of the file or of the master', async () => {
    const known = await makeItem(t.deps.db, { itemNo: 'CRIT1' });
    await makeItemCriterion(t.deps.db, known, 'Old', '1');
    const untouched = await makeItem(t.deps.db, { itemNo: 'CRIT3' });
    await makeItemCriterion(t.deps.db, untouched, 'Kept', '1');
    const answer = await imported({
      Items: [itemsHeader, ['CRIT2', 'New item', '', '', '', '', '']],
      Criteria: [
        criteriaHeader,
        ['crit1', 'Height, mm', '80'],
        ['CRIT1', 'Thread', 'M20x1.5'],
        ['CRIT2', 'Height, mm', '90'],
        ['CRIT1', 'Thread', 'M22x1.5'],
        ['NOSUCH9', 'Height, mm', '1'],
        ['CRIT2', '', '1'],
      ],
    });
    expect(answer).toMatchObject({ imported: 1, criteria: 3, success: false });
    expect(answer.failedItems).toEqual([
      { sheet: 'Criteria', line: 5, itemNo: 'CRIT1', error: messages.itemImportCriterionDuplicate },
      {
        sheet: 'Criteria',
        line: 6,
        itemNo: 'NOSUCH9',
        error: messages.itemImportItemUnknown('NOSUCH9'),
      },
      { sheet: 'Criteria', line: 7, itemNo: 'CRIT2', error: messages.itemImportCriterionNameEmpty },
    ]);
    const criteria = await t.deps.db
      .select({ itemNo: itemCriteria.itemNo, name: itemCriteria.name, value: itemCriteria.value })
      .from(itemCriteria)
      .where(inArray(itemCriteria.itemNo, ['CRIT1', 'CRIT2', 'CRIT3']))
      .orderBy(itemCriteria.id);
    expect(criteria).toEqual([
      { itemNo: 'CRIT3', name: 'Kept', value: '1' },
      { itemNo: 'CRIT1', name: 'Height, mm', value: '80' },
      { itemNo: 'CRIT1', name: 'Thread', value: 'M20x1.5' },
      { itemNo: 'CRIT2', name: 'Height, mm', value: '90' },
    ]);
  });

  it('replace the supplier files of the items they name, keeping manual files and what was set here', async () => {
    const item = await makeItem(t.deps.db, { itemNo: 'FILES1' });
    const manual = await makeItemFile(t.deps.db, item, {
      fileName: 'mine.png',
      manual: true,
      sourceType: 2,
    });
    await makeItemFile(t.deps.db, item, { fileName: 'gone.jpg' });
    await makeItemFile(t.deps.db, item, { fileName: 'kept.jpg', hidden: true });
    const answer = await imported({
      Items: [itemsHeader],
      Files: [
        filesHeader,
        ['FILES1', 1, 'kept.jpg', 1, 5],
        ['FILES1', 2, 'https://supplier.example/files1.pdf', 5, ''],
        ['FILES1', 4, 'https://www.mahle.com/files1', 7, 30],
        ['FILES1', 4, 'javascript:alert(1)', 7, 30],
        ['FILES1', 4, 'not-an-address', 7, 30],
        ['FILES1', 1, '../../etc/passwd', 1, 1],
        ['FILES1', 9, 'a.jpg', 1, 1],
        ['FILES1', 1, 'b.jpg', 8, 1],
        ['FILES1', 1, 'c.jpg', 1, -2],
        ['FILES1', 1, 'kept.jpg', 1, 5],
        ['FILES1', 1, 'mine.png', 1, 5],
      ],
    });
    expect(answer.files).toBe(3);
    expect(answer.failedItems.map((failure) => [failure.line, failure.error])).toEqual([
      [5, messages.itemLinkInvalid],
      [6, messages.itemLinkInvalid],
      [7, messages.itemImportFileNameInvalid],
      [8, messages.itemFileTypeUnknown],
      [9, messages.itemFileDescriptionUnknown],
      [10, messages.itemFileSortInvalid],
      [11, messages.itemImportFileDuplicate],
      [12, messages.itemFileExists],
    ]);
    const rows = await t.deps.db
      .select()
      .from(itemFiles)
      .where(eq(itemFiles.itemNo, 'FILES1'))
      .orderBy(itemFiles.fileName);
    expect(
      rows.map((row) => [
        row.fileName,
        row.fileType,
        row.manual,
        row.hidden,
        row.pathName,
        row.url,
      ]),
    ).toEqual([
      [
        'https://supplier.example/files1.pdf',
        2,
        false,
        false,
        '',
        'https://supplier.example/files1.pdf',
      ],
      ['https://www.mahle.com/files1', 4, false, false, '', 'https://www.mahle.com/files1'],
      ['kept.jpg', 1, false, true, 'items/1/supplier', ''],
      ['mine.png', 1, true, false, manual.pathName, ''],
    ]);
  });
});

describe('the Files sheet keeps the names it gives (issue 32)', () => {
  it('stores a plain file name as the name shown, and no name for an address', async () => {
    await makeItem(t.deps.db, { itemNo: 'NAMES1' });
    const answer = await imported({
      Items: [itemsHeader],
      Files: [
        filesHeader,
        ['NAMES1', 1, 'Oil filter front.jpg', 1, 1],
        ['NAMES1', 2, 'https://supplier.example/names1.pdf', 5, 2],
      ],
    });
    expect(answer.files).toBe(2);
    const rows = await t.deps.db
      .select({ fileName: itemFiles.fileName, originalName: itemFiles.originalName })
      .from(itemFiles)
      .where(eq(itemFiles.itemNo, 'NAMES1'))
      .orderBy(itemFiles.sort);
    expect(rows).toEqual([
      { fileName: 'Oil filter front.jpg', originalName: 'Oil filter front.jpg' },
      { fileName: 'https://supplier.example/names1.pdf', originalName: '' },
    ]);
  });
});

describe('files refused whole (400, nothing written)', () => {
  const line = (itemNo: string) => [itemNo, 'Description', '', '', '', '', ''];

  async function refused(data: Buffer, key: string, name = 'items.xlsx') {
    const response = await importFile(data, translator, name);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<ErrorAnswer>().key).toBe(key);
  }

  it('a file that is not an .xlsx, renamed to one, or broken', async () => {
    await refused(pngBytes(), 'importNotXlsx');
    await refused(Buffer.from('itemNo;description\nWHOLE1;x\n'), 'importNotXlsx');
    const good = await workbook({ Items: [itemsHeader, line('WHOLE1')] });
    await refused(good.subarray(0, Math.floor(good.length / 2)), 'importNotXlsx');
    expect(await itemCount(['WHOLE1'])).toBe(0);
  });

  it('a sheet whose header is missing, renamed or moved', async () => {
    await refused(await workbook({ Items: [line('WHOLE2')] }), 'itemImportHeader');
    const moved = [itemsHeader[1], itemsHeader[0], ...itemsHeader.slice(2)];
    await refused(await workbook({ Items: [moved, line('WHOLE2')] }), 'itemImportHeader');
    await refused(await workbook({ Items: [[], line('WHOLE2')] }), 'itemImportHeader');
    await refused(
      await workbook({
        Items: [itemsHeader, line('WHOLE2')],
        Criteria: [
          ['item', 'name', 'value'],
          ['WHOLE2', 'a', 'b'],
        ],
      }),
      'itemImportHeader',
    );
    await refused(
      await workbook({ Items: [itemsHeader, line('WHOLE2')], Files: [criteriaHeader] }),
      'itemImportHeader',
    );
    expect(await itemCount(['WHOLE2'])).toBe(0);
  });

  it('a file without lines', async () => {
    await refused(await workbook({ Items: [itemsHeader] }), 'importNoLines');
  });

  it('a sheet of 100,001 item lines', async () => {
    const rows: unknown[][] = [itemsHeader];
    for (let i = 0; i < 100_001; i++) rows.push([`BIG${i}`, 'x']);
    await refused(await workbook({ Items: rows }), 'itemImportTooManyLines');
    expect(await itemCount(['BIG0', 'BIG100000'])).toBe(0);
  }, 120_000);

  it('no file, another role', async () => {
    const empty = await t.postForm(itemApi.importItems, new FormData(), translator);
    expect(empty.statusCode).toBe(400);
    const customer = await t.makeUser({ roles: ['CustomerUser', 'ContentManager'] });
    const forbidden = await importFile(
      await workbook({ Items: [itemsHeader, line('ROLE1')] }),
      customer,
    );
    expect(forbidden.statusCode).toBe(403);
    expect(await itemCount(['ROLE1'])).toBe(0);
  });
});
