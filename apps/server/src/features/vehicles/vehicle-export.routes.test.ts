import { and, count, eq, sql } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { englishT, vehicleFileApi, type ErrorAnswer } from '@bo/contract';
import { makeItem } from '../../test/factories/items.js';
import { downloads, fullVehiclesLead } from '../../test/factories/vehicles.js';
import { openTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import {
  exportColumns,
  itemsFile,
  marksFile,
  modelsFile,
  vehicleFiles,
  vehiclesFile,
} from './vehicle-columns.js';
import { seedVehicles } from './vehicles.demo.js';
import { vehicleItems, vehicleMarks, vehicleModels, vehicleTypes } from './vehicles.schema.js';

let t: TestApp;
let exporter: TestUser;
let otherCompanyExporter: TestUser;
let plainEditor: TestUser;
let stranger: TestUser;
/** A modification with more items than one keyset page of the items export (5,000). */
let bulk: { markId: number; modelId: number; typeId: number };
const bulkItems = 12_000;

const exportPaths = [
  vehicleFileApi.exportMarks,
  vehicleFileApi.exportModels,
  vehicleFileApi.exportVehicles,
  vehicleFileApi.exportVehiclesFull,
  vehicleFileApi.exportVehicleItems,
];

openTestApp({}, async (app) => {
  t = app;
  exporter = await t.makeUser({ roles: ['VehicleEditor', 'VehicleEditorExport'] });
  otherCompanyExporter = await t.makeUser({
    roles: ['VehicleEditor', 'VehicleEditorExport'],
    comId: 2,
  });
  plainEditor = await t.makeUser({ roles: ['VehicleEditor'] });
  stranger = await t.makeUser({ roles: ['CatalogManager', 'VehicleEditorExport'] });
  const db = t.deps.db;
  await seedVehicles(db, 0.001);
  const [mark] = await db.insert(vehicleMarks).values({ mark: 'Bulk mark' }).returning();
  const [model] = await db
    .insert(vehicleModels)
    .values({ markId: mark!.markId, model: 'Bulk, model' })
    .returning();
  const [type] = await db
    .insert(vehicleTypes)
    .values({ markId: mark!.markId, modelId: model!.modelId, typeName: 'Bulk "type"' })
    .returning();
  bulk = { markId: mark!.markId, modelId: model!.modelId, typeId: type!.typeId };
  await db.execute(sql`
    insert into ${vehicleItems} (type_id, item_no, manual)
    select ${bulk.typeId}, 'BULK' || lpad(n::text, 5, '0'), n % 2 = 0
      from generate_series(1, ${bulkItems}) as n`);
  await makeItem(db, {
    itemNo: 'BULK00001',
    description: 'Bulk filter',
    brand: 'KNECHT',
    groupCode: 'FLT',
    subGroupCode: 'OIL',
  });
  await makeItem(db, {
    comId: 2,
    itemNo: 'BULK00001',
    description: 'Their filter',
    brand: 'X',
    groupCode: 'G2',
    subGroupCode: 'S2',
  });
  // The number on a second modification, for the itemNo filter.
  const [demoType] = await db.select().from(vehicleTypes).limit(1);
  await db.insert(vehicleItems).values({ typeId: demoType!.typeId, itemNo: 'BULK00001' });
});

const { download, exportedLines: lines } = downloads(
  () => t,
  () => exporter,
);

const headersOf = (columns: readonly { header: string }[]) => columns.map((c) => c.header);

const total = async (
  table: typeof vehicleMarks | typeof vehicleModels | typeof vehicleTypes | typeof vehicleItems,
) => (await t.deps.db.select({ n: count() }).from(table))[0]!.n;

describe('vehicle exports: access', () => {
  it('needs VehicleEditor and VehicleEditorExport (403 otherwise); the Reference VehicleEditor alone', async () => {
    for (const path of exportPaths) {
      expect((await download(path, null)).statusCode, path).toBe(401);
      expect((await download(path, stranger)).statusCode, path).toBe(403);
      expect((await download(path, plainEditor)).statusCode, path).toBe(403);
    }
    expect((await download(vehicleFileApi.reference, stranger)).statusCode).toBe(403);
    expect((await download(vehicleFileApi.reference, plainEditor)).statusCode).toBe(200);
  });
});

describe('vehicle exports: marks, models and modifications (.xlsx)', () => {
  it('streams every mark in id order with the marks file columns', async () => {
    const response = await download(vehicleFileApi.exportMarks);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toContain('Marks.xlsx');
    const all = await lines(vehicleFileApi.exportMarks, 'xlsx');
    expect(all[0]).toEqual(headersOf(exportColumns(marksFile)));
    expect(all).toHaveLength((await total(vehicleMarks)) + 1);
    const ids = all.slice(1).map((cells) => Number(cells[0]));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(all.find((cells) => cells[0] === String(bulk.markId))).toEqual([
      String(bulk.markId),
      'Bulk mark',
      'true',
      ...Array.from({ length: 8 }, () => 'false'),
      'false',
    ]);
  });

  it('streams every model and modification; the full export puts the names beside the ids', async () => {
    const models = await lines(vehicleFileApi.exportModels, 'xlsx');
    expect(models[0]).toEqual(headersOf(exportColumns(modelsFile)));
    expect(models).toHaveLength((await total(vehicleModels)) + 1);
    expect(models.find((cells) => cells[0] === String(bulk.modelId))?.slice(0, 3)).toEqual([
      String(bulk.modelId),
      String(bulk.markId),
      'Bulk, model',
    ]);

    const plain = await lines(vehicleFileApi.exportVehicles, 'xlsx');
    const full = await lines(vehicleFileApi.exportVehiclesFull, 'xlsx');
    expect(plain[0]).toEqual(headersOf(exportColumns(vehiclesFile)));
    expect(full[0]).toEqual(headersOf(exportColumns(vehiclesFile, true)));
    expect(full[0]?.slice(0, 6)).toEqual(fullVehiclesLead);
    const types = await total(vehicleTypes);
    expect(plain).toHaveLength(types + 1);
    expect(full).toHaveLength(types + 1);
    expect(full.find((cells) => cells[0] === String(bulk.typeId))?.slice(0, 6)).toEqual([
      String(bulk.typeId),
      String(bulk.markId),
      'Bulk mark',
      String(bulk.modelId),
      'Bulk, model',
      'Bulk "type"',
    ]);
    // Every demo row's names are its mark's and model's.
    const names = await t.deps.db
      .select({ typeId: vehicleTypes.typeId, mark: vehicleMarks.mark, model: vehicleModels.model })
      .from(vehicleTypes)
      .innerJoin(vehicleModels, eq(vehicleModels.modelId, vehicleTypes.modelId))
      .innerJoin(vehicleMarks, eq(vehicleMarks.markId, vehicleTypes.markId));
    const byId = new Map(names.map((row) => [String(row.typeId), [row.mark, row.model]]));
    for (const cells of full.slice(1)) expect([cells[2], cells[4]]).toEqual(byId.get(cells[0]!));
  });
});

describe('vehicle exports: items (.csv)', () => {
  it('streams every item once, in key order across keyset pages, with the caller company texts', async () => {
    const response = await download(vehicleFileApi.exportVehicleItems);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('VehicleItems.csv');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const all = await lines(vehicleFileApi.exportVehicleItems, 'csv');
    expect(all[0]).toEqual(headersOf(exportColumns(itemsFile)));
    expect(all).toHaveLength((await total(vehicleItems)) + 1);
    const keys = all.slice(1).map((cells) => [Number(cells[4]), cells[6]!] as const);
    for (let i = 1; i < keys.length; i++) {
      const [typeId, itemNo] = keys[i]!;
      const [prevType, prevItem] = keys[i - 1]!;
      expect(typeId > prevType || (typeId === prevType && itemNo > prevItem), `row ${i}`).toBe(
        true,
      );
    }
    expect(
      all.find((cells) => cells[4] === String(bulk.typeId) && cells[6] === 'BULK00001'),
    ).toEqual([
      String(bulk.markId),
      'Bulk mark',
      String(bulk.modelId),
      'Bulk, model',
      String(bulk.typeId),
      'Bulk "type"',
      'BULK00001',
      'Bulk filter',
      'KNECHT',
      'FLT',
      'OIL',
      'false',
    ]);
    const theirs = await lines(
      `${vehicleFileApi.exportVehicleItems}?itemNo=BULK00001&markId=${bulk.markId}`,
      'csv',
      otherCompanyExporter,
    );
    expect(theirs[1]?.slice(7)).toEqual(['Their filter', 'X', 'G2', 'S2', 'false']);
  });

  it("writes a vehicle item's columns as C§3 lists them, groupCode and subGroupCode after brand", async () => {
    const all = await lines(`${vehicleFileApi.exportVehicleItems}?itemNo=BULK00001`, 'csv');
    expect(all[0]).toEqual([
      'markId',
      'mark',
      'modelId',
      'model',
      'typeId',
      'typeName',
      'itemNo',
      'description',
      'brand',
      'groupCode',
      'subGroupCode',
      'manual',
    ]);
    expect(all.find((cells) => cells[4] === String(bulk.typeId))?.slice(6)).toEqual([
      'BULK00001',
      'Bulk filter',
      'KNECHT',
      'FLT',
      'OIL',
      'false',
    ]);
    // A number the caller's item master lacks: empty texts, as for description and brand.
    const unknown = await lines(`${vehicleFileApi.exportVehicleItems}?itemNo=BULK00002`, 'csv');
    expect(unknown[1]?.slice(6)).toEqual(['BULK00002', '', '', '', '', 'true']);
  });

  it('filters by mark, model and item number, together or alone', async () => {
    const base = vehicleFileApi.exportVehicleItems;
    const byMark = await lines(`${base}?markId=${bulk.markId}`, 'csv');
    expect(byMark).toHaveLength(bulkItems + 1);
    expect(new Set(byMark.slice(1).map((cells) => cells[0]))).toEqual(
      new Set([String(bulk.markId)]),
    );

    const [demoModel] = await t.deps.db
      .select()
      .from(vehicleModels)
      .where(eq(vehicleModels.model, 'Bulk, model'));
    const byModel = await lines(`${base}?modelId=${demoModel!.modelId}`, 'csv');
    expect(byModel).toHaveLength(bulkItems + 1);

    const [firstDemoType] = await t.deps.db.select().from(vehicleTypes).limit(1);
    const [{ n: demoCount }] = (await t.deps.db
      .select({ n: count() })
      .from(vehicleItems)
      .innerJoin(vehicleTypes, eq(vehicleTypes.typeId, vehicleItems.typeId))
      .where(eq(vehicleTypes.modelId, firstDemoType!.modelId))) as [{ n: number }];
    expect(await lines(`${base}?modelId=${firstDemoType!.modelId}`, 'csv')).toHaveLength(
      demoCount + 1,
    );

    // Cleaned as AddItems cleans it: ' bulk-00001 ' is BULK00001, on two modifications.
    const byItem = await lines(`${base}?itemNo=${encodeURIComponent(' bulk-00001 ')}`, 'csv');
    expect(byItem.slice(1).map((cells) => [cells[4], cells[6]])).toEqual(
      [firstDemoType!.typeId, bulk.typeId]
        .sort((a, b) => a - b)
        .map((typeId) => [String(typeId), 'BULK00001']),
    );
    const together = await lines(
      `${base}?itemNo=BULK00001&markId=${bulk.markId}&modelId=${bulk.modelId}`,
      'csv',
    );
    expect(together).toHaveLength(2);

    expect(await lines(`${base}?markId=99999999`, 'csv')).toEqual([
      headersOf(exportColumns(itemsFile)),
    ]);
    expect(await lines(`${base}?itemNo=${encodeURIComponent('!!')}`, 'csv')).toHaveLength(1);
    const bad = await download(`${base}?markId=abc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorAnswer>().message).toBeTruthy();
    // What the filters found is in the database as well.
    const [{ n }] = (await t.deps.db
      .select({ n: count() })
      .from(vehicleItems)
      .where(and(eq(vehicleItems.typeId, bulk.typeId), eq(vehicleItems.manual, true)))) as [
      { n: number },
    ];
    expect(byMark.slice(1).filter((cells) => cells[11] === 'true')).toHaveLength(n);
  });
});

describe('vehicle exports: the Reference', () => {
  it('is a PDF naming every column of every import file, made from the column definitions', async () => {
    const response = await download(vehicleFileApi.reference, plainEditor);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await getDocument({ data: new Uint8Array(response.rawPayload), verbosity: 0 })
      .promise;
    const texts: string[] = [];
    for (let page = 1; page <= pdf.numPages; page++) {
      const content = await (await pdf.getPage(page)).getTextContent();
      for (const item of content.items) if ('str' in item) texts.push(item.str);
    }
    const text = texts.join('\n');
    expect(text).toContain(englishT('vehicleRefTitle'));
    for (const file of vehicleFiles) {
      expect(text).toContain(englishT(file.name));
      for (const column of file.columns)
        expect(texts, `${file.type} ${column.header}`).toContain(column.header);
    }
    // The lists as they are in the database.
    for (const name of ['Sedan', 'Front-wheel drive', 'Diesel engine', 'LPG'])
      expect(texts).toContain(name);
    await pdf.destroy();
  });
});

describe('vehicle files: API document', () => {
  it('documents every export, import and the Reference', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    const imports = [1, 2, 3, 4, 5] as const;
    expect(paths).toEqual(
      expect.arrayContaining([
        ...exportPaths,
        vehicleFileApi.reference,
        ...imports.map((type) => vehicleFileApi.import(type)),
      ]),
    );
  });
});
