import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  ErrorAnswer,
  PagedAnswer,
  VehicleItem,
  VehicleMark,
  VehicleMarkRow,
  VehicleSummaryRow,
  VehicleTotals,
} from '@bo/contract';
import { demoVehicleCounts, seedVehicles } from './vehicles.demo.js';
import { vehicleItems, vehicleMarks } from './vehicles.schema.js';
import {
  api,
  auditRows,
  createMark,
  createModel,
  createVehicle,
  editor,
  editorWithoutDelete,
  messageOf,
  ok,
  openVehicleEditorApp,
  stranger,
  t,
  tree,
} from '../../test/scenes/vehicle-editor.js';

openVehicleEditorApp();

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
