import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { itemApi, messages, type ErrorAnswer } from '@bo/contract';
import { makeItem, makeItemCriterion, makeItemFile } from '../../test/factories/items.js';
import { pngBytes } from '../../test/factories/uploads.js';
import { itemCriteria, itemFiles } from './items.schema.js';
import {
  t,
  translator,
  itemsHeader,
  criteriaHeader,
  filesHeader,
  workbook,
  importFile,
  imported,
  itemCount,
  openItemImportApp,
} from '../../test/scenes/item-import.js';

openItemImportApp();

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
