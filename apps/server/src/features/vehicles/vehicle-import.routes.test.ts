import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { englishT, vehicleImportTypes } from '@bo/contract';
import { xlsxBytes } from '../../test/factories/uploads.js';
import { fullVehiclesLead } from '../../test/factories/vehicles.js';
import { vehicleItems, vehicleMarks, vehicleModels, vehicleTypes } from './vehicles.schema.js';
import {
  editor,
  plainEditor,
  stranger,
  marks,
  models,
  vehicles,
  items,
  removeItems,
  unique,
  db,
  makeMark,
  tree,
  typeItems,
  storedMark,
  storedModel,
  storedType,
  importAudits,
  upload,
  imported,
  failures,
  allImported,
  csvText,
  repeated,
  cell,
  openVehicleImportApp,
} from '../../test/scenes/vehicle-import.js';

openVehicleImportApp();

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
