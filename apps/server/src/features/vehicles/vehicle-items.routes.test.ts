import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ErrorAnswer, VehicleItem, VehicleType } from '@bo/contract';
import { auditLog } from '../../platform/db/platform.schema.js';
import {
  api,
  editor,
  messageOf,
  ok,
  openVehicleEditorApp,
  otherCompanyEditor,
  t,
  tree,
} from '../../test/scenes/vehicle-editor.js';

openVehicleEditorApp();

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
