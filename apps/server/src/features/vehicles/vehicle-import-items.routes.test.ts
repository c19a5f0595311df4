import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { englishT } from '@bo/contract';
import { pngBytes, xlsxBytes } from '../../test/factories/uploads.js';
import { vehicleItems, vehicleMarks } from './vehicles.schema.js';
import {
  marks,
  models,
  vehicles,
  items,
  removeItems,
  itemsHeader,
  db,
  tree,
  typeItems,
  importAudits,
  upload,
  imported,
  refused,
  failures,
  allImported,
  csvText,
  bom,
  repeated,
  cell,
  openVehicleImportApp,
} from '../../test/scenes/vehicle-import.js';

openVehicleImportApp();

describe('vehicle imports: items (type 4)', () => {
  it('reads a .csv with a byte order mark and quoted commas, cleans numbers, lists bad lines', async () => {
    const { mark, model, type } = await tree();
    await db().insert(vehicleItems).values({ typeId: type.typeId, itemNo: 'HAND1', manual: true });
    const names = `${mark.markId},"${mark.mark}",${model.modelId},"A4 (8K2, B8)"`;
    const answer = await imported(
      items,
      bom +
        csvText([
          itemsHeader.join(','),
          `${names},${type.typeId},"1.6, TDI",vimp-90,"Oil filter, long life",MAHLE,FLT,OIL,false`,
          `${names},${type.typeId},x,hand1,,,,,true`,
          `${names},99999999,x,NEW1,,,,,false`,
          `${names},${type.typeId},x,"!!",,,,,false`,
          `${names},${type.typeId},x,VIMP90,,,,,false`,
          `${names},abc,x,NEW2,,,,,false`,
        ]),
    );
    expect(answer.imported).toBe(2);
    expect(answer.failedItems).toEqual([
      { line: 4, error: englishT('vehicleNotFound'), typeId: '99999999', itemNo: 'NEW1' },
      {
        line: 5,
        error: cell('itemNo', 'vehicleItemNoInvalid'),
        typeId: String(type.typeId),
        itemNo: '!!',
      },
      { line: 6, error: repeated(2), typeId: String(type.typeId), itemNo: 'VIMP90' },
      { line: 7, error: cell('typeId', 'vehicleIdInvalid'), typeId: 'abc', itemNo: 'NEW2' },
    ]);
    // An item already there stays as it is (manual), counted as imported.
    expect(await typeItems(type.typeId)).toEqual([
      { itemNo: 'HAND1', manual: true },
      { itemNo: 'VIMP90', manual: false },
    ]);
    const audits = await importAudits('vehicleItem');
    expect(audits.at(-1)?.after).toMatchObject({ importType: 4, created: 1, updated: 1 });
  });

  it('reads a .csv with semicolons, and an .xlsx', async () => {
    const { type } = await tree();
    const semicolons = await imported(
      items,
      csvText(['itemNo;typeId', `semi1;${type.typeId}`, `SEMI2;${type.typeId}`]),
    );
    expect(semicolons).toEqual(allImported(2));
    const workbook = await imported(
      items,
      await xlsxBytes([
        ['TypeId', 'ItemNo'],
        [type.typeId, 'XLSX1'],
      ]),
      'items.xlsx',
    );
    expect(workbook).toEqual(allImported(1));
    expect((await typeItems(type.typeId)).map((row) => row.itemNo)).toEqual([
      'SEMI1',
      'SEMI2',
      'XLSX1',
    ]);
  });
});

describe('vehicle imports: remove items by list (type 5)', () => {
  it('removes the items of the list and lists the lines whose item is not there', async () => {
    const { type } = await tree();
    await db()
      .insert(vehicleItems)
      .values(['DEL1', 'DEL2', 'STAY1'].map((itemNo) => ({ typeId: type.typeId, itemNo })));
    const answer = await imported(
      removeItems,
      await xlsxBytes([
        ['typeId', 'itemNo', 'description'],
        [type.typeId, 'del1', 'x'],
        [type.typeId, 'DEL2'],
        [type.typeId, 'NOTTHERE'],
        [99_999_999, 'DEL1'],
        [type.typeId, 'DEL1'],
      ]),
      'remove.xlsx',
    );
    expect(answer.imported).toBe(2);
    expect(answer.success).toBe(false);
    expect(failures(answer)).toEqual([
      [4, englishT('vehicleItemNotFound')],
      [5, englishT('vehicleNotFound')],
      [6, repeated(2)],
    ]);
    expect(await typeItems(type.typeId)).toEqual([{ itemNo: 'STAY1', manual: false }]);
    const audits = await importAudits('vehicleItem', 'delete');
    expect(audits.at(-1)?.after).toMatchObject({ importType: 5, removed: 2 });
  });
});

describe('vehicle imports: files refused whole', () => {
  it('answers 400 naming the missing columns, and writes nothing', async () => {
    const markCount = async () =>
      (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(vehicleMarks)
      )[0]?.n;
    const before = await markCount();
    const missing = 'vehicleImportColumnsMissing';
    const marksFile = await xlsxBytes([
      ['name', 'active'],
      ['Nope', 'true'],
    ]);
    await refused(upload(marks, marksFile, 'm.xlsx'), missing, { columns: 'mark' });
    const itemsFile = csvText(['type,item', '1,A']);
    await refused(upload(items, itemsFile, 'i.csv'), missing, { columns: 'typeId, itemNo' });
    const vehiclesFile = await xlsxBytes([
      ['typeId', 'typeName'],
      ['', 'x'],
    ]);
    await refused(upload(vehicles, vehiclesFile, 'v.xlsx'), missing, { columns: 'modelId' });
    expect(await markCount()).toEqual(before);
  });

  it('refuses a renamed file that is not a workbook, an empty file and a header alone', async () => {
    await refused(upload(marks, csvText(['mark', 'Audi']), 'marks.xlsx'), 'importNotXlsx');
    await refused(upload(models, pngBytes(), 'models.xlsx'), 'importNotXlsx');
    await refused(upload(items, pngBytes(), 'items.csv'), 'importNotSpreadsheet');
    await refused(upload(removeItems, pngBytes(), 'items.xlsx'), 'importNotSpreadsheet');
    await refused(upload(marks, await xlsxBytes([['mark']]), 'marks.xlsx'), 'importNoLines');
    await refused(upload(items, bom + csvText(['typeId,itemNo']), 'items.csv'), 'importNoLines');
  });

  it('refuses a file of 1,000,001 lines, writing none of them', async () => {
    const { type } = await tree();
    const lines = ['typeId,itemNo'];
    for (let i = 0; i < 1_000_001; i++) lines.push(`${type.typeId},M${i}`);
    await refused(upload(items, lines.join('\n'), 'many.csv'), 'importTooManyLines', {
      lines: 1_000_001,
      max: 1_000_000,
    });
    expect(await typeItems(type.typeId)).toEqual([]);
  });
});
