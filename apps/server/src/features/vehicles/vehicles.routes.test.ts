import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq, like } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ErrorAnswer,
  PagedAnswer,
  VehicleItem,
  VehicleMark,
  VehicleMarkRow,
  VehicleModel,
  VehicleSummaryRow,
  VehicleTotals,
  VehicleType,
} from '@bo/contract';
import { auditLog } from '../../platform/db/platform.schema.js';
import { makeItem } from '../../test/factories.js';
import { fileBlob, pngBytes } from '../../test/fixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import { demoVehicleCounts, seedVehicles } from './vehicles.demo.js';
import { vehicleItems, vehicleMarks } from './vehicles.schema.js';

let t: TestApp;
let editor: TestUser;
let editorWithoutDelete: TestUser;
let otherCompanyEditor: TestUser;
let stranger: TestUser;

const base = '/api/VehicleEditor';
const api = {
  totals: `${base}/TotalsInfo`,
  mainInfo: `${base}/MainInfo`,
  marks: `${base}/Marks`,
  mark: `${base}/Mark`,
  models: `${base}/Models`,
  model: `${base}/Model`,
  vehicles: `${base}/Vehicles`,
  vehicle: `${base}/Vehicle`,
  vehicleItems: `${base}/VehicleItems`,
  createMark: `${base}/CreateMark`,
  updateMark: `${base}/UpdateMark`,
  createModel: `${base}/CreateModel`,
  updateModel: `${base}/UpdateModel`,
  createVehicle: `${base}/CreateVehicle`,
  updateVehicle: `${base}/UpdateVehicle`,
  addItems: `${base}/AddItems`,
  deleteMark: `${base}/DeleteMark`,
  deleteModel: `${base}/DeleteModel`,
  deleteVehicle: `${base}/DeleteVehicle`,
  deleteItem: `${base}/DeleteVehicleItem`,
  deleteItems: `${base}/DeleteVehicleItems`,
  searchItems: `${base}/SearchItems`,
  dictionaries: `${base}/Dictionaries`,
  deleteModelImage: `${base}/DeleteModelImage`,
  deleteVehicleImage: `${base}/DeleteVehicleImage`,
};

beforeAll(async () => {
  t = await createTestApp({ uploadLimitBytes: 2 * 1024 * 1024 });
  editor = await t.makeUser({ roles: ['VehicleEditor', 'VehicleEditorDelete'] });
  editorWithoutDelete = await t.makeUser({ roles: ['VehicleEditor'] });
  otherCompanyEditor = await t.makeUser({ roles: ['VehicleEditor'], comId: 2 });
  stranger = await t.makeUser({ roles: ['CatalogManager', 'VehicleEditorDelete'] });
  await makeItem(t.deps.db, {
    itemNo: 'VOC90',
    description: 'Oil filter VOC90',
    brand: 'MAHLE',
    groupCode: 'FILT',
    subGroupCode: 'OIL',
  });
  await makeItem(t.deps.db, { itemNo: 'VOC91', description: 'Oil filter VOC91' });
  await makeItem(t.deps.db, { comId: 2, itemNo: 'VOC90', description: 'Company 2 filter' });
});
afterAll(() => t.close());

const messageOf = (response: LightMyRequestResponse) => response.json<ErrorAnswer>().message;

/** The response, after checking that it is a 200. */
function ok(response: LightMyRequestResponse): LightMyRequestResponse {
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

function form(fields: Record<string, string>, picture?: Blob): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  if (picture) data.append('file', picture, 'picture.png');
  return data;
}

let counter = 0;
const unique = (name: string) => `${name} ${++counter}`;

async function createMark(fields: Record<string, unknown> = {}) {
  return ok(await t.post(api.createMark, { mark: unique('Mark'), ...fields }, editor)).json<{
    id: number;
  }>().id;
}

async function createModel(markId: number, fields: Record<string, string> = {}, picture?: Blob) {
  const response = await t.postForm(
    api.createModel,
    form({ markId: String(markId), model: unique('Model'), ...fields }, picture),
    editor,
  );
  return ok(response).json<{ id: number }>().id;
}

async function createVehicle(modelId: number, fields: Record<string, string> = {}) {
  const response = await t.postForm(
    api.createVehicle,
    form({ modelId: String(modelId), typeName: unique('1.6 TDI'), ...fields }),
    editor,
  );
  return ok(response).json<{ id: number }>().id;
}

/** A mark with a model with a modification. */
async function tree() {
  const markId = await createMark();
  const modelId = await createModel(markId);
  const typeId = await createVehicle(modelId);
  return { markId, modelId, typeId };
}

async function auditRows(entity: string, entityId: string) {
  return t.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.id));
}

describe('vehicle editor: access', () => {
  it('refuses the signed-out caller (401) and other roles (403) on every call', async () => {
    for (const url of Object.values(api)) {
      expect((await t.post(url, {}, null)).statusCode, url).toBe(401);
      expect((await t.post(url, {}, stranger)).statusCode, url).toBe(403);
    }
  });

  it('refuses every delete to a VehicleEditor without VehicleEditorDelete, changing nothing', async () => {
    const { markId, modelId, typeId } = await tree();
    ok(await t.post(api.addItems, { typeId, items: [{ itemNo: 'VOC90' }] }, editor));
    const attempts: [string, unknown][] = [
      [api.deleteMark, markId],
      [api.deleteModel, modelId],
      [api.deleteVehicle, typeId],
      [api.deleteItem, { typeId, itemNo: 'VOC90' }],
      [api.deleteItems, typeId],
    ];
    for (const [url, body] of attempts) {
      const response = await t.post(url, body, editorWithoutDelete);
      expect(response.statusCode, url).toBe(403);
    }
    const items = ok(await t.post(api.vehicleItems, typeId, editor)).json<VehicleItem[]>();
    expect(items.map((item) => item.itemNo)).toEqual(['VOC90']);
  });
});

describe('vehicle editor: marks', () => {
  it('creates, reads and updates a mark as manual, with its flags; audit rows name the editor', async () => {
    const markId = await createMark({ mark: 'Audit Motors', oe: true, lcv: true, active: false });
    const mark = ok(await t.post(api.mark, String(markId), editor)).json<VehicleMark>();
    expect(mark).toEqual({
      markId,
      mark: 'Audit Motors',
      active: false,
      manual: true,
      oe: true,
      pc: false,
      cv: false,
      ax: false,
      en: false,
      gr: false,
      lcv: true,
      mc: false,
    });
    const updated = ok(
      await t.post(api.updateMark, { ...mark, mark: 'Audit Motors 2', mc: true }, editor),
    ).json<VehicleMark>();
    expect(updated).toMatchObject({ markId, mark: 'Audit Motors 2', mc: true, manual: true });
    const rows = await auditRows('vehicleMark', String(markId));
    expect(rows.map((row) => [row.action, row.actorLogin, row.comId])).toEqual([
      ['create', editor.login, 1],
      ['update', editor.login, 1],
    ]);
  });

  it("answers 'The Mark field is required.' and refuses a second mark of the same name", async () => {
    const empty = await t.post(api.createMark, { mark: '  ' }, editor);
    expect(empty.statusCode).toBe(400);
    expect(messageOf(empty)).toBe('The Mark field is required.');
    const missing = await t.post(api.createMark, {}, editor);
    expect(messageOf(missing)).toBe('The Mark field is required.');
    await createMark({ mark: 'Twin' });
    const twin = await t.post(api.createMark, { mark: 'TWIN' }, editor);
    expect(twin.statusCode).toBe(409);
  });

  it('answers 404 for an unknown mark', async () => {
    expect((await t.post(api.mark, 99_999_999, editor)).statusCode).toBe(404);
    expect((await t.post(api.models, 99_999_999, editor)).statusCode).toBe(404);
    const update = await t.post(api.updateMark, { markId: 99_999_999, mark: 'X' }, editor);
    expect(update.statusCode).toBe(404);
  });

  it('pages, searches and sorts the marks with their models and types counts', async () => {
    const prefix = `Pager${Date.now().toString(36)}`;
    const ids: number[] = [];
    for (const letter of ['C', 'A', 'B'])
      ids.push(await createMark({ mark: `${prefix} ${letter}` }));
    const modelA = await createModel(ids[1] ?? 0);
    await createModel(ids[1] ?? 0);
    await createVehicle(modelA);
    await createVehicle(modelA);
    await createModel(ids[2] ?? 0);

    const first = ok(
      await t.post(
        `${api.marks}?filter=${encodeURIComponent(prefix.toLowerCase())}`,
        { size: 2, page: 0, desc: false },
        editor,
      ),
    ).json<PagedAnswer<VehicleMarkRow>>();
    expect(first.total).toBe(3);
    expect(first.pageCount).toBe(2);
    expect(first.rows.map((row) => row.mark)).toEqual([`${prefix} A`, `${prefix} B`]);
    expect(first.rows[0]).toMatchObject({ modelsCount: 2, typesCount: 2, manual: true });
    expect(first.rows[1]).toMatchObject({ modelsCount: 1, typesCount: 0 });
    const second = ok(
      await t.post(`${api.marks}?filter=${prefix}`, { size: 2, page: 1, desc: false }, editor),
    ).json<PagedAnswer<VehicleMarkRow>>();
    expect(second.rows.map((row) => row.mark)).toEqual([`${prefix} C`]);
    const byModels = ok(
      await t.post(
        `${api.marks}?filter=${prefix}&orderBy=modelscount`,
        { size: 0, page: 0, desc: true },
        editor,
      ),
    ).json<PagedAnswer<VehicleMarkRow>>();
    expect(byModels.rows.map((row) => row.modelsCount)).toEqual([2, 1, 0]);
    expect(byModels.capped).toBe(false);

    const summary = ok(await t.post(api.mainInfo, { size: 5, page: 0 }, editor)).json<
      PagedAnswer<VehicleSummaryRow>
    >();
    expect(summary.rows.length).toBeLessThanOrEqual(5);
    expect(Object.keys(summary.rows[0] ?? {}).sort()).toEqual([
      'mark',
      'markId',
      'modelsCount',
      'typesCount',
    ]);
  });
});

describe('vehicle editor: models and modifications', () => {
  it('creates a model with its range, flags and picture; lists and updates it', async () => {
    const markId = await createMark();
    const modelId = await createModel(
      markId,
      { model: 'Golf IV', modelRange: '8.1997-06.2003', pc: 'true', sort: '5' },
      fileBlob(pngBytes(), 'image/png'),
    );
    const model = ok(await t.post(api.model, modelId, editor)).json<VehicleModel>();
    expect(model).toMatchObject({
      modelId,
      markId,
      model: 'Golf IV',
      modelRange: '08.1997 - 06.2003',
      pc: true,
      cv: false,
      sort: 5,
      manual: true,
      active: true,
      typesCount: 0,
    });
    expect(model.image).toMatch(/\.png$/);
    expect(model.imageUrl).toContain(model.image);
    const list = ok(await t.post(api.models, { markId }, editor)).json<VehicleModel[]>();
    expect(list.map((row) => row.modelId)).toEqual([modelId]);

    const updated = ok(
      await t.postForm(
        api.updateModel,
        form({
          modelId: String(modelId),
          markId: String(markId),
          model: 'Golf V',
          modelRange: '10.2003 - ',
        }),
        editor,
      ),
    ).json<VehicleModel>();
    expect(updated).toMatchObject({
      model: 'Golf V',
      modelRange: '10.2003 - ',
      image: model.image,
    });
  });

  it("answers 'The Model field is required.', 404 under an unknown mark, and 400 for a bad range", async () => {
    const markId = await createMark();
    const noName = await t.postForm(api.createModel, form({ markId: String(markId) }), editor);
    expect(noName.statusCode).toBe(400);
    expect(messageOf(noName)).toBe('The Model field is required.');
    const orphan = await t.postForm(
      api.createModel,
      form({ markId: '99999999', model: 'Orphan' }),
      editor,
    );
    expect(orphan.statusCode).toBe(404);
    const badRange = await t.postForm(
      api.createModel,
      form({ markId: String(markId), model: 'Bad', modelRange: 'from 1997' }),
      editor,
    );
    expect(badRange.statusCode).toBe(400);
    expect(badRange.json<ErrorAnswer>().errors?.modelRange).toBeDefined();
  });

  it('refuses a picture that is not a picture, storing nothing', async () => {
    const markId = await createMark();
    const response = await t.postForm(
      api.createModel,
      form(
        { markId: String(markId), model: 'Fake picture' },
        fileBlob('not a picture', 'image/png'),
      ),
      editor,
    );
    expect(response.statusCode).toBe(400);
    expect(ok(await t.post(api.models, markId, editor)).json<VehicleModel[]>()).toEqual([]);
  });

  it('creates a modification with dictionaries and numbers; the update takes the names prefixed model.', async () => {
    const markId = await createMark();
    const modelId = await createModel(markId);
    const dictionaries = ok(await t.post(api.dictionaries, undefined, editor)).json<
      Record<string, { id: number; name: string }[]>
    >();
    expect(Object.keys(dictionaries).sort()).toEqual([
      'bodyType',
      'driveType',
      'engineType',
      'fuel',
      'fuelPreparation',
    ]);
    for (const entries of Object.values(dictionaries)) expect(entries.length).toBeGreaterThan(0);
    const body = dictionaries.bodyType?.[0]?.id ?? 1;
    const typeId = await createVehicle(modelId, {
      markId: String(markId),
      typeName: '1.9 TDI',
      typeRange: '09.1997 - 06.2003',
      bodyType: String(body),
      fuel: String(dictionaries.fuel?.[1]?.id ?? 2),
      capacity: '1,9',
      ccmTech: '1896',
      cylinders: '4',
      valve: '8',
      hp: '110',
      kw: '81',
      engines: 'AHF, ASV',
    });
    const vehicle = ok(await t.post(api.vehicle, typeId, editor)).json<VehicleType>();
    expect(vehicle).toMatchObject({
      typeId,
      modelId,
      markId,
      typeName: '1.9 TDI',
      typeRange: '09.1997 - 06.2003',
      bodyType: body,
      capacity: 1.9,
      ccmTech: 1896,
      hp: 110,
      kw: 81,
      tonnage: null,
      driveType: null,
      engines: 'AHF, ASV',
      manual: true,
      itemsCount: 0,
    });
    const updated = ok(
      await t.postForm(
        api.updateVehicle,
        form({
          'model.TypeId': String(typeId),
          'model.ModelId': String(modelId),
          markId: String(markId),
          'model.TypeName': '1.9 TDI PD',
          'model.Hp': '116',
        }),
        editor,
      ),
    ).json<VehicleType>();
    expect(updated).toMatchObject({ typeName: '1.9 TDI PD', hp: 116, capacity: null });
    const list = ok(await t.post(api.vehicles, modelId, editor)).json<VehicleType[]>();
    expect(list.map((row) => row.typeId)).toEqual([typeId]);
    expect((await auditRows('vehicleType', String(typeId))).map((row) => row.action)).toEqual([
      'create',
      'update',
    ]);
  });

  it("answers 'The TypeName field is required.', 400 for numbers and ranges that are not, 404 for a foreign model", async () => {
    const markId = await createMark();
    const modelId = await createModel(markId);
    const noName = await t.postForm(api.createVehicle, form({ modelId: String(modelId) }), editor);
    expect(messageOf(noName)).toBe('The TypeName field is required.');
    for (const [field, value] of [
      ['capacity', 'big'],
      ['hp', '1.5'],
      ['kw', 'abc'],
      ['typeRange', '13.2001 - 01.2002'],
      ['typeRange', '05.2005 - 01.2002'],
      ['bodyType', '999'],
    ] as const) {
      const response = await t.postForm(
        api.createVehicle,
        form({ modelId: String(modelId), typeName: 'X', [field]: value }),
        editor,
      );
      expect(response.statusCode, `${field}=${value}`).toBe(400);
      expect(response.json<ErrorAnswer>().errors?.[field], field).toBeDefined();
    }
    const otherMark = await createMark();
    const wrongMark = await t.postForm(
      api.createVehicle,
      form({ modelId: String(modelId), markId: String(otherMark), typeName: 'X' }),
      editor,
    );
    expect(wrongMark.statusCode).toBe(404);
    const unknownModel = await t.postForm(
      api.createVehicle,
      form({ modelId: '99999999', typeName: 'X' }),
      editor,
    );
    expect(unknownModel.statusCode).toBe(404);
  });
});

describe('vehicle editor: deleting a picture (issue 32)', () => {
  const storedFile = (url: string) => path.join(t.config.dataDir, url);
  const png = () => fileBlob(pngBytes(), 'image/png');

  it('deletes the picture of a model, its file with it, for a VehicleEditor; the audit row says so', async () => {
    const markId = await createMark();
    const modelId = await createModel(markId, {}, png());
    const before = ok(await t.post(api.model, modelId, editor)).json<VehicleModel>();
    expect(fs.existsSync(storedFile(before.imageUrl ?? 'none'))).toBe(true);

    // A picture is a change of the record: VehicleEditor suffices (not VehicleEditorDelete).
    const answer = ok(
      await t.post(api.deleteModelImage, { modelId }, editorWithoutDelete),
    ).json<VehicleModel>();
    expect(answer).toMatchObject({ modelId, model: before.model, image: null, imageUrl: null });
    expect(ok(await t.post(api.model, modelId, editor)).json<VehicleModel>().image).toBeNull();
    expect(fs.existsSync(storedFile(before.imageUrl ?? 'none'))).toBe(false);
    const rows = await auditRows('vehicleModel', String(modelId));
    expect(rows.map((row) => row.action)).toEqual(['create', 'update']);
    expect(rows[1]?.after).toMatchObject({ image: null });

    // Again: nothing to delete, the model as it is, no audit row.
    const again = ok(await t.post(api.deleteModelImage, modelId, editor)).json<VehicleModel>();
    expect(again).toMatchObject({ modelId, image: null });
    expect(await auditRows('vehicleModel', String(modelId))).toHaveLength(2);
  });

  it('deletes the picture of a modification, its file with it', async () => {
    const markId = await createMark();
    const modelId = await createModel(markId);
    const typeId = ok(
      await t.postForm(
        api.createVehicle,
        form({ modelId: String(modelId), typeName: unique('2.0 TFSI') }, png()),
        editor,
      ),
    ).json<{ id: number }>().id;
    const before = ok(await t.post(api.vehicle, typeId, editor)).json<VehicleType>();
    expect(before.image).toMatch(/\.png$/);

    const answer = ok(
      await t.post(api.deleteVehicleImage, String(typeId), editor),
    ).json<VehicleType>();
    expect(answer).toMatchObject({
      typeId,
      typeName: before.typeName,
      image: null,
      imageUrl: null,
    });
    expect(fs.existsSync(storedFile(before.imageUrl ?? 'none'))).toBe(false);
    expect((await auditRows('vehicleType', String(typeId))).map((row) => row.action)).toEqual([
      'create',
      'update',
    ]);
  });

  it("answers 404 'Model not found' or 'Vehicle not found' for an unknown id", async () => {
    const model = await t.post(api.deleteModelImage, 99999999, editor);
    expect(model.statusCode).toBe(404);
    expect(messageOf(model)).toBe('Model not found');
    const vehicle = await t.post(api.deleteVehicleImage, { typeId: 99999999 }, editor);
    expect(vehicle.statusCode).toBe(404);
    expect(messageOf(vehicle)).toBe('Vehicle not found');
  });

  it('refuses an id that is not one with 400', async () => {
    for (const body of ['abc', { modelId: -1 }, -1]) {
      const response = await t.post(api.deleteModelImage, body, editor);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await t.post(api.deleteVehicleImage, { typeId: 'x' }, editor)).statusCode).toBe(400);
  });
});

describe('vehicle editor: items', () => {
  it("adds cleaned numbers, reads the caller's item master, answers 'Item already exist' and deletes", async () => {
    const { typeId } = await tree();
    const added = ok(
      await t.post(
        api.addItems,
        { typeId, items: [{ itemNo: ' voc-90 ' }, { itemNo: 'unknown.1' }] },
        editor,
      ),
    ).json<VehicleItem[]>();
    expect(added).toEqual([
      {
        itemNo: 'UNKNOWN1',
        description: '',
        brand: '',
        groupCode: '',
        subGroupCode: '',
        manual: true,
      },
      {
        itemNo: 'VOC90',
        description: 'Oil filter VOC90',
        brand: 'MAHLE',
        groupCode: 'FILT',
        subGroupCode: 'OIL',
        manual: true,
      },
    ]);
    const twice = await t.post(api.addItems, { typeId, items: [{ itemNo: 'VOC90' }] }, editor);
    expect(twice.statusCode).toBe(409);
    expect(messageOf(twice)).toBe('Item already exist');
    // Another company's editor sees its own item master's texts for the same vehicle.
    const seenBy2 = ok(await t.post(api.vehicleItems, typeId, otherCompanyEditor)).json<
      VehicleItem[]
    >();
    expect(seenBy2.find((item) => item.itemNo === 'VOC90')?.description).toBe('Company 2 filter');
    expect(ok(await t.post(api.vehicle, typeId, editor)).json<VehicleType>().itemsCount).toBe(2);

    ok(await t.post(api.deleteItem, { typeId, itemNo: 'voc90' }, editor));
    const missing = await t.post(api.deleteItem, { typeId, itemNo: 'VOC90' }, editor);
    expect(missing.statusCode).toBe(404);
    ok(await t.post(api.deleteItems, typeId, editor));
    expect(ok(await t.post(api.vehicleItems, typeId, editor)).json<VehicleItem[]>()).toEqual([]);
    const audit = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'vehicleItem'), like(auditLog.entityId, `${typeId}/%`)));
    expect(audit.map((row) => row.action).sort()).toEqual(['create', 'create', 'delete', 'delete']);
  });

  it('refuses an empty or uncleanable item number and a modification that does not exist', async () => {
    const { typeId } = await tree();
    expect((await t.post(api.addItems, { typeId, items: [] }, editor)).statusCode).toBe(400);
    const bad = await t.post(api.addItems, { typeId, items: [{ itemNo: '-- --' }] }, editor);
    expect(bad.statusCode).toBe(400);
    const none = await t.post(
      api.addItems,
      { typeId: 99_999_999, items: [{ itemNo: 'VOC90' }] },
      editor,
    );
    expect(none.statusCode).toBe(404);
  });

  it("searches at most 50 of the caller's item master with the cleaning of C§5", async () => {
    const found = ok(await t.post(api.searchItems, JSON.stringify('voc*'), editor)).json<
      { itemNo: string }[]
    >();
    expect(found.map((item) => item.itemNo)).toEqual(['VOC90', 'VOC91']);
    const exact = ok(await t.post(api.searchItems, 'v-o-c-9-0', editor)).json<
      { itemNo: string }[]
    >();
    expect(exact.map((item) => item.itemNo)).toEqual(['VOC90']);
    const company2 = ok(await t.post(api.searchItems, 'VOC*', otherCompanyEditor)).json<
      { itemNo: string; description: string }[]
    >();
    expect(company2).toEqual([{ itemNo: 'VOC90', description: 'Company 2 filter' }]);
    expect(ok(await t.post(api.searchItems, '***', editor)).json<unknown[]>()).toEqual([]);
  });

  it('takes a search text up to its one limit, 100 characters, and refuses a longer one with 400 (issue 31)', async () => {
    const longest = `voc*${'-'.repeat(96)}`;
    const found = ok(await t.post(api.searchItems, longest, editor));
    expect(found.json<{ itemNo: string }[]>().map((item) => item.itemNo)).toEqual([
      'VOC90',
      'VOC91',
    ]);
    const tooLong = await t.post(api.searchItems, `${longest}-`, editor);
    expect(tooLong.statusCode, tooLong.body).toBe(400);
    expect(tooLong.json<ErrorAnswer>()).toMatchObject({
      key: 'valueTooLong',
      params: { max: 100 },
    });
  });
});

describe('vehicle editor: delete rules', () => {
  it('refuses deleting a parent with children (409 with the texts of C§8), then deletes in order', async () => {
    const { markId, modelId, typeId } = await tree();
    ok(await t.post(api.addItems, { typeId, items: [{ itemNo: 'VOC91' }] }, editor));
    const cases: [string, number, string, string, string][] = [
      [
        api.deleteMark,
        markId,
        "Can't delete current mark.",
        'markId',
        'There are models for this mark.',
      ],
      [
        api.deleteModel,
        modelId,
        "Can't delete current model.",
        'modelId',
        'There are vehicles for this model.',
      ],
      [
        api.deleteVehicle,
        typeId,
        "Can't delete current vehicle.",
        'typeId',
        'There are items for this vehicle.',
      ],
    ];
    for (const [url, id, title, field, reason] of cases) {
      const response = await t.post(url, id, editor);
      expect(response.statusCode, url).toBe(409);
      expect(messageOf(response)).toBe(title);
      expect(response.json<ErrorAnswer>().errors?.[field]).toEqual([reason]);
    }
    ok(await t.post(api.deleteItem, { typeId, itemNo: 'VOC91' }, editor));
    ok(await t.post(api.deleteVehicle, { typeId }, editor));
    ok(await t.post(api.deleteModel, modelId, editor));
    ok(await t.post(api.deleteMark, String(markId), editor));
    expect((await t.post(api.mark, markId, editor)).statusCode).toBe(404);
    expect((await t.post(api.deleteMark, markId, editor)).statusCode).toBe(404);
    expect((await auditRows('vehicleMark', String(markId))).at(-1)?.action).toBe('delete');
  });
});

describe('vehicle editor: totals and demo data', () => {
  it('counts every table, and the demo at a small DEMO_SCALE adds its rows set-based', async () => {
    const before = ok(await t.post(api.totals, undefined, editor)).json<VehicleTotals>();
    const scale = 0.001;
    const counts = demoVehicleCounts(scale);
    await seedVehicles(t.deps.db, scale);
    const after = ok(await t.post(api.totals, undefined, editor)).json<VehicleTotals>();
    expect(after.totalMarks - before.totalMarks).toBe(counts.marks);
    expect(after.totalModels - before.totalModels).toBe(counts.models);
    expect(after.totalVehicles - before.totalVehicles).toBe(counts.types);
    expect(after.totalItems - before.totalItems).toBe(counts.items);
    const demoMark = await t.deps.db
      .select()
      .from(vehicleMarks)
      .where(eq(vehicleMarks.mark, 'Acura'));
    expect(demoMark[0]?.manual).toBe(false);
    const items = await t.deps.db.select().from(vehicleItems).limit(5);
    for (const item of items) expect(item.itemNo).toMatch(/^[0-9A-Z]{1,20}$/);
  });
});

describe('vehicle editor: API document', () => {
  it('documents every call', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(expect.arrayContaining(Object.values(api)));
  });
});
