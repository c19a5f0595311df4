import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  englishT,
  vehicleFileApi,
  vehicleImportTypes,
  type ErrorAnswer,
  type TextKey,
  type VehicleImportAnswer,
  type VehicleImportType,
} from '@bo/contract';
import { auditLog } from '../../platform/db/platform.schema.js';
import { makeItem } from '../../test/factories.js';
import { fileBlob, pngBytes, xlsxBytes } from '../../test/fixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import { downloads, fullVehiclesLead } from './vehicle-test-helpers.js';
import { vehicleItems, vehicleMarks, vehicleModels, vehicleTypes } from './vehicles.schema.js';

let t: TestApp;
let editor: TestUser;
let plainEditor: TestUser;
let stranger: TestUser;

const { marks, models, vehicles, items, removeItems } = vehicleImportTypes;
const itemsHeader = [
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
];

beforeAll(async () => {
  // A file of 1,000,001 lines is about 15 MB.
  t = await createTestApp({ uploadLimitBytes: 40 * 1024 * 1024 });
  editor = await t.makeUser({
    roles: ['VehicleEditor', 'VehicleEditorExport', 'VehicleEditorDelete'],
  });
  plainEditor = await t.makeUser({ roles: ['VehicleEditor'] });
  stranger = await t.makeUser({ roles: ['CatalogManager', 'VehicleEditorDelete'] });
  await makeItem(t.deps.db, {
    itemNo: 'VIMP90',
    description: 'Oil filter, long life',
    groupCode: 'FLT',
    subGroupCode: 'OIL',
  });
});
afterAll(() => t.close());

let counter = 0;
const unique = (name: string) => `${name} ${++counter}`;

const db = () => t.deps.db;

async function makeMark(values: Partial<typeof vehicleMarks.$inferInsert> = {}) {
  const [row] = await db()
    .insert(vehicleMarks)
    .values({ mark: unique('Mark'), manual: true, ...values })
    .returning();
  return row!;
}

async function makeModel(markId: number, values: Partial<typeof vehicleModels.$inferInsert> = {}) {
  const [row] = await db()
    .insert(vehicleModels)
    .values({ markId, model: unique('Model'), manual: true, ...values })
    .returning();
  return row!;
}

async function makeType(
  model: { modelId: number; markId: number },
  values: Partial<typeof vehicleTypes.$inferInsert> = {},
) {
  const [row] = await db()
    .insert(vehicleTypes)
    .values({
      modelId: model.modelId,
      markId: model.markId,
      typeName: unique('Type'),
      manual: true,
      ...values,
    })
    .returning();
  return row!;
}

/** A mark with a model with a modification. */
async function tree() {
  const mark = await makeMark();
  const model = await makeModel(mark.markId);
  const type = await makeType(model);
  return { mark, model, type };
}

const typeItems = async (typeId: number) =>
  db()
    .select({ itemNo: vehicleItems.itemNo, manual: vehicleItems.manual })
    .from(vehicleItems)
    .where(eq(vehicleItems.typeId, typeId))
    .orderBy(asc(vehicleItems.itemNo));

/** The first mark, model or modification `where` finds, as stored. */
const storedMark = async (where: SQL | undefined) =>
  (await db().select().from(vehicleMarks).where(where))[0];
const storedModel = async (where: SQL | undefined) =>
  (await db().select().from(vehicleModels).where(where))[0];
const storedType = async (where: SQL | undefined) =>
  (await db().select().from(vehicleTypes).where(where))[0];

/** The audit rows of the imports of `entity` (of `action` alone, when given), oldest first. */
const importAudits = (entity: string, action?: string) =>
  db()
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, entity),
        action === undefined ? undefined : eq(auditLog.action, action),
        eq(auditLog.entityId, 'import'),
      ),
    )
    .orderBy(asc(auditLog.id));

function upload(
  type: VehicleImportType,
  data: Buffer | string,
  name: string,
  user: TestUser | null = editor,
) {
  const form = new FormData();
  form.append('file', fileBlob(data), name);
  return t.postForm(vehicleFileApi.import(type), form, user);
}

async function imported(type: VehicleImportType, data: Buffer | string, name?: string) {
  const response = await upload(type, data, name ?? (type >= items ? 'items.csv' : 'file.xlsx'));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<VehicleImportAnswer>();
}

async function refused(
  response: Promise<LightMyRequestResponse>,
  key: TextKey,
  params?: Record<string, string | number>,
) {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(400);
  expect(answer.json<ErrorAnswer>().message).toBe(englishT(key, params));
}

/** The line and the refusal of each failed line of an answer. */
const failures = (answer: VehicleImportAnswer) =>
  answer.failedItems.map((failure) => [failure.line, failure.error]);

/** The answer of an import that wrote every line. */
const allImported = (lines: number) => ({ success: true, imported: lines, failedItems: [] });

const csvText = (lines: string[]) => lines.map((line) => `${line}\r\n`).join('');
const bom = '\uFEFF';

const repeated = (line: number) => englishT('vehicleImportRepeated', { line });
const cell = (column: string, key: TextKey, params?: Record<string, number>) =>
  englishT('vehicleImportCell', { column, error: englishT(key, params) });

const { download, exportedLines } = downloads(
  () => t,
  () => editor,
);

describe('vehicle imports: access', () => {
  it('refuses the signed-out (401) and other roles (403) for every type', async () => {
    for (const type of Object.values(vehicleImportTypes)) {
      expect((await upload(type, 'x', 'a.csv', null)).statusCode).toBe(401);
      expect((await upload(type, 'x', 'a.csv', stranger)).statusCode).toBe(403);
    }
  });

  it('refuses remove by list to a VehicleEditor without VehicleEditorDelete, removing nothing', async () => {
    const { type } = await tree();
    await db().insert(vehicleItems).values({ typeId: type.typeId, itemNo: 'KEEP1' });
    const file = csvText(['typeId,itemNo', `${type.typeId},KEEP1`]);
    const response = await upload(removeItems, file, 'remove.csv', plainEditor);
    expect(response.statusCode).toBe(403);
    expect(await typeItems(type.typeId)).toEqual([{ itemNo: 'KEEP1', manual: false }]);
    // The other imports need VehicleEditor alone.
    const added = await upload(
      items,
      csvText(['typeId,itemNo', `${type.typeId},ADD1`]),
      'a.csv',
      plainEditor,
    );
    expect(added.statusCode, added.body).toBe(200);
  });
});

describe('vehicle imports: marks (type 1)', () => {
  it('creates, updates by id and by name, lists bad lines, and writes one audit row', async () => {
    const byName = await makeMark({ cv: true, gr: true });
    const byId = await makeMark({ en: true });
    const other = await makeMark();
    const fresh = unique('Fresh');
    const ghost = unique('Ghost');
    const maybe = unique('Maybe');
    const answer = await imported(
      marks,
      await xlsxBytes([
        // Any order and letter case; columns left out (cv, ax, en, gr, lcv, mc) keep their values.
        ['MARK', 'markid', 'Active', 'oe', 'pc', 'notes'],
        [fresh, '', 'true', 'TRUE', '', 'kept out'],
        [byName.mark.toUpperCase(), '', 'false', '', ''],
        ['Renamed ' + byId.mark, byId.markId, '', '', 'True'],
        ['', '77', '', '', ''],
        [ghost, 99_999_999, '', '', ''],
        [other.mark, byId.markId, '', '', ''],
        [fresh.toLowerCase(), '', '', '', ''],
        [maybe, '', 'maybe', '', ''],
      ]),
    );
    expect(answer.success).toBe(false);
    expect(answer.imported).toBe(3);
    expect(answer.failedItems).toEqual([
      { line: 5, error: englishT('vehicleMarkRequired'), markId: '77', mark: '' },
      {
        line: 6,
        error: englishT('vehicleMarkNotFound'),
        markId: '99999999',
        mark: ghost,
      },
      {
        line: 7,
        error: englishT('vehicleMarkExists'),
        markId: String(byId.markId),
        mark: other.mark,
      },
      { line: 8, error: repeated(2), markId: '', mark: fresh.toLowerCase() },
      {
        line: 9,
        error: cell('active', 'vehicleFlagInvalid'),
        markId: '',
        mark: maybe,
      },
    ]);

    // The failed lines changed nothing.
    expect(await storedMark(inArray(vehicleMarks.mark, [ghost, maybe]))).toBeUndefined();
    expect(await storedMark(eq(vehicleMarks.markId, other.markId))).toEqual(other);

    const created = await storedMark(eq(vehicleMarks.mark, fresh));
    expect(created).toMatchObject({ active: true, oe: true, pc: false, manual: false });
    const named = await storedMark(eq(vehicleMarks.markId, byName.markId));
    expect(named).toMatchObject({
      mark: byName.mark.toUpperCase(),
      active: false,
      cv: true,
      gr: true,
      manual: true,
    });
    const renamed = await storedMark(eq(vehicleMarks.markId, byId.markId));
    expect(renamed).toMatchObject({
      mark: 'Renamed ' + byId.mark,
      pc: true,
      en: true,
      manual: true,
    });

    const audits = await importAudits('vehicleMark');
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorLogin: editor.login, comId: 1, action: 'update' });
    expect(audits[0]?.after).toMatchObject({
      importType: 1,
      lines: 8,
      written: 3,
      failed: 5,
      created: 1,
      updated: 2,
    });
  });

  it('imports a file twice to the same marks (the name is the natural key)', async () => {
    const name = unique('Twice');
    const file = await xlsxBytes([
      ['mark', 'mc'],
      [name, 'true'],
    ]);
    expect(await imported(marks, file)).toEqual(allImported(1));
    expect(await imported(marks, file)).toEqual(allImported(1));
    const rows = await db()
      .select()
      .from(vehicleMarks)
      .where(sql`lower(${vehicleMarks.mark}) = lower(${name})`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ mc: true, manual: false });
  });
});

describe('vehicle imports: models (type 2)', () => {
  it('creates and updates models, moves a model with its modifications, lists bad lines', async () => {
    const { mark, model, type } = await tree();
    const otherMark = await makeMark();
    const answer = await imported(
      models,
      await xlsxBytes([
        ['modelId', 'markId', 'model', 'modelRange', 'active', 'sort', 'pc'],
        ['', mark.markId, 'Golf', '8.1997-6.2003', '', 5, 'true'],
        [model.modelId, otherMark.markId, 'Passat', '', 'false', '', ''],
        ['', 99_999_999, 'Ghost'],
        [99_999_999, mark.markId, 'Ghost'],
        ['', mark.markId, ''],
        ['', mark.markId, 'Bad range', '13.2000-'],
        [model.modelId, mark.markId, 'Again'],
        ['', mark.markId, 'Sorted', '', '', -1],
        ['', '', 'No mark'],
      ]),
    );
    expect(answer.imported).toBe(2);
    expect(failures(answer)).toEqual([
      [4, englishT('vehicleMarkNotFound')],
      [5, englishT('vehicleModelNotFound')],
      [6, englishT('vehicleModelRequired')],
      [7, cell('modelRange', 'vehicleRangeInvalid')],
      [8, repeated(3)],
      [9, cell('sort', 'vehicleWholeNumberInvalid', { min: 0, max: 1_000_000 })],
      [10, englishT('vehicleMarkNotFound')],
    ]);
    expect(answer.failedItems[0]).toMatchObject({
      modelId: '',
      markId: '99999999',
      model: 'Ghost',
    });
    const golf = await storedModel(
      and(eq(vehicleModels.markId, mark.markId), eq(vehicleModels.model, 'Golf')),
    );
    expect(golf).toMatchObject({
      modelRange: '08.1997 - 06.2003',
      sort: 5,
      pc: true,
      active: true,
      manual: false,
    });
    const moved = await storedModel(eq(vehicleModels.modelId, model.modelId));
    expect(moved).toMatchObject({
      markId: otherMark.markId,
      model: 'Passat',
      active: false,
      manual: true,
    });
    const movedType = await storedType(eq(vehicleTypes.typeId, type.typeId));
    expect(movedType?.markId).toBe(otherMark.markId);
  });
});

describe('vehicle imports: modifications (type 3)', () => {
  it('reads the full export columns, creates and updates, checks every cell by the form rules', async () => {
    const { mark, model, type } = await tree();
    await db()
      .update(vehicleTypes)
      .set({ engines: 'CAGA', ccmTech: 1968 })
      .where(eq(vehicleTypes.typeId, type.typeId));
    const otherMark = await makeMark();
    const header = [...fullVehiclesLead, 'typeRange', 'bodyType', 'fuel', 'capacity', 'hp', 'kw'];
    const answer = await imported(
      vehicles,
      await xlsxBytes([
        header,
        ['', '', 'not read', model.modelId, 'not read', '1.6 TDI', '1.2010-', 1, 2, '1,6', 105, 77],
        [type.typeId, mark.markId, '', model.modelId, '', 'Updated', '', '', '', '', '', ''],
        ['', otherMark.markId, '', model.modelId, '', 'Wrong mark'],
        ['', '', '', 99_999_999, '', 'No model'],
        [99_999_999, '', '', model.modelId, '', 'No type'],
        ['', '', '', model.modelId, '', 'Bad body', '', 99],
        ['', '', '', model.modelId, '', 'Bad capacity', '', '', '', 'abc'],
        ['', '', '', model.modelId, '', ''],
        ['', '', '', model.modelId, '', 'Bad hp', '', '', '', '', '1.5'],
      ]),
    );
    expect(answer.imported).toBe(2);
    expect(failures(answer)).toEqual([
      [4, englishT('vehicleModelNotFound')],
      [5, englishT('vehicleModelNotFound')],
      [6, englishT('vehicleNotFound')],
      [7, cell('bodyType', 'vehicleDictionaryUnknown')],
      [8, cell('capacity', 'vehicleNumberInvalid', { min: 0, max: 100 })],
      [9, englishT('vehicleTypeNameRequired')],
      [10, cell('hp', 'vehicleWholeNumberInvalid', { min: 0, max: 10_000 })],
    ]);
    expect(answer.failedItems[0]).toMatchObject({
      typeId: '',
      modelId: String(model.modelId),
      typeName: 'Wrong mark',
    });
    const created = await storedType(
      and(eq(vehicleTypes.modelId, model.modelId), eq(vehicleTypes.typeName, '1.6 TDI')),
    );
    expect(created).toMatchObject({
      markId: mark.markId,
      typeRange: '01.2010 - ',
      bodyType: 1,
      fuel: 2,
      capacity: 1.6,
      hp: 105,
      kw: 77,
      engines: '',
      active: true,
      manual: false,
    });
    const updated = await storedType(eq(vehicleTypes.typeId, type.typeId));
    // Columns the file leaves out (engines, ccmTech) keep their values; empty cells mean unknown.
    expect(updated).toMatchObject({
      typeName: 'Updated',
      engines: 'CAGA',
      ccmTech: 1968,
      hp: null,
      manual: true,
    });
  });
});

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

describe('vehicle imports: round trips through the exports', () => {
  /** The header and the line of this id of an .xlsx export. */
  async function exportedOf(path: string, id: number) {
    const lines = await exportedLines(path, 'xlsx');
    return [lines[0]!, ...lines.slice(1).filter((cells) => cells[0] === String(id))];
  }
  const repeat = (cell: string) => (count: number) => Array.from({ length: count }, () => cell);
  const falses = repeat('false');
  const blanks = repeat('');

  /** Imports a workbook of one line, which must be written. */
  async function importLine(type: VehicleImportType, header: string[], cells: unknown[]) {
    expect(await imported(type, await xlsxBytes([header, cells]))).toEqual(allImported(1));
  }

  it('gives back the marks, models and modifications imported, and imports its own file back', async () => {
    const markName = unique('Round');
    await importLine(marks, ['mark', 'oe', 'active'], [markName, 'true', 'false']);
    const mark = (await storedMark(eq(vehicleMarks.mark, markName)))!;
    expect(await exportedOf(vehicleFileApi.exportMarks, mark.markId)).toEqual([
      ['markId', 'mark', 'active', 'oe', 'pc', 'cv', 'ax', 'en', 'gr', 'lcv', 'mc', 'manual'],
      [String(mark.markId), markName, 'false', 'true', ...falses(8)],
    ]);

    await importLine(
      models,
      ['markId', 'model', 'modelRange', 'sort', 'lcv'],
      [mark.markId, 'Round model', '03.2001 - ', 7, 'true'],
    );
    const model = (await storedModel(eq(vehicleModels.markId, mark.markId)))!;
    const modelIds = [String(model.modelId), String(mark.markId)];
    const modelFlags = ['pc', 'cv', 'ax', 'lcv', 'mc'];
    expect(await exportedOf(vehicleFileApi.exportModels, model.modelId)).toEqual([
      ['modelId', 'markId', 'model', 'modelRange', 'active', 'sort', ...modelFlags, 'manual'],
      [...modelIds, 'Round model', '03.2001 -', 'true', '7', ...falses(3), 'true', ...falses(2)],
    ]);

    await importLine(
      vehicles,
      ['modelId', 'typeName', 'capacity', 'engineType', 'engines'],
      [model.modelId, 'Round type', '1.4', 1, 'BXW'],
    );
    const type = (await storedType(eq(vehicleTypes.modelId, model.modelId)))!;
    const full = await exportedOf(vehicleFileApi.exportVehiclesFull, type.typeId);
    expect(full[0]?.slice(0, 6)).toEqual(fullVehiclesLead);
    expect(full[1]?.slice(0, 6)).toEqual([
      String(type.typeId),
      String(mark.markId),
      markName,
      String(model.modelId),
      'Round model',
      'Round type',
    ]);
    const plain = await exportedOf(vehicleFileApi.exportVehicles, type.typeId);
    expect(plain[0]).toEqual(full[0]!.filter((header) => header !== 'mark' && header !== 'model'));
    // The columns the file left out are empty, but active, sort and manual (the form's defaults).
    const typeIds = [String(type.typeId), String(mark.markId), String(model.modelId)];
    const upToCapacity = [...typeIds, 'Round type', ...blanks(3), '1', ...blanks(2), 'BXW', '1.4'];
    expect(plain[1]).toEqual([...upToCapacity, ...blanks(6), 'true', '0', 'false']);

    // Each export, edited, imports back; exported again it gives the edited rows.
    const edits: [VehicleImportType, string, number, number, string][] = [
      [marks, vehicleFileApi.exportMarks, mark.markId, 4, 'true'],
      [models, vehicleFileApi.exportModels, model.modelId, 2, 'Round model 2'],
      [vehicles, vehicleFileApi.exportVehiclesFull, type.typeId, 5, 'Round type 2'],
      [vehicles, vehicleFileApi.exportVehicles, type.typeId, 11, '1.6'],
    ];
    for (const [importType, path, id, column, value] of edits) {
      const edited = await exportedOf(path, id);
      edited[1]![column] = value;
      const answer = await imported(importType, await xlsxBytes(edited));
      expect(answer, path).toEqual(allImported(1));
      const again = await exportedOf(path, id);
      expect(again, path).toEqual(edited);
    }
  });

  it('gives back the items imported, and the export removes and re-adds them by list', async () => {
    const { mark, model, type } = await tree();
    await imported(
      items,
      csvText(['typeId,itemNo', `${type.typeId},RT2`, `${type.typeId},vimp90`]),
    );
    const path = `${vehicleFileApi.exportVehicleItems}?modelId=${model.modelId}`;
    const names = [String(mark.markId), mark.mark, String(model.modelId), model.model];
    const lineOf = (itemNo: string, description = '', brand = '', group = '', subGroup = '') => [
      ...names,
      String(type.typeId),
      type.typeName,
      itemNo,
      description,
      brand,
      group,
      subGroup,
      'false',
    ];
    const lines = await exportedLines(path, 'csv');
    expect(lines).toEqual([
      itemsHeader,
      lineOf('RT2'),
      lineOf('VIMP90', 'Oil filter, long life', 'MAHLE', 'FLT', 'OIL'),
    ]);
    const file = (await download(path)).rawPayload;
    expect(await imported(items, file)).toEqual(allImported(2));
    expect(await imported(removeItems, file)).toEqual(allImported(2));
    expect(await typeItems(type.typeId)).toEqual([]);
    expect(await imported(items, file)).toEqual(allImported(2));
    expect(await exportedLines(path, 'csv')).toEqual(lines);
    const stored = await db()
      .select()
      .from(vehicleItems)
      .where(
        and(eq(vehicleItems.typeId, type.typeId), inArray(vehicleItems.itemNo, ['RT2', 'VIMP90'])),
      );
    expect(stored).toHaveLength(2);
  });
});
