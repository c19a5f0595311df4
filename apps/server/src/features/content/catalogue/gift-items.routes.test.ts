import { describe, expect, it } from 'vitest';
import { giftItemEndDate, giftItemsApi, messages, type ContentItem } from '@bo/contract';
import { makeItem } from '../../../test/factories/items.js';
import { today } from '../../../platform/dates.js';
import {
  errorOf,
  giftForm,
  keyOf,
  giftContent,
  notPicture,
  type Fields,
} from '../../../test/factories/gift-items.js';
import { insertOrder } from '../../../test/factories/gift-orders.js';
import {
  t,
  manager,
  otherManager,
  api,
  openGiftCatalogueApp,
} from '../../../test/scenes/gift-catalogue.js';
import { auditRowsOf } from '../../../test/factories/audit.js';

openGiftCatalogueApp();

describe('content: items', () => {
  it('creates a gift with the B§5 defaults, any number, and the B§4 dates', async () => {
    const contentId = await api.giftAction();
    const item = await api.create({ contentId, itemNo: ' Mug-01 ', dateFrom: '2030-01-01' });
    expect(item).toEqual({
      comId: 1,
      contentId,
      id: expect.any(Number) as number,
      itemType: 2,
      sort: 1,
      itemNo: 'Mug-01',
      navItemNo: 'Mug-01',
      groupId: 0,
      active: false,
      quantity: 0,
      description: '',
      costPoints: 0,
      firstPic: null,
      maxOrderItems: 0,
      dateFrom: today(),
      dateTo: giftItemEndDate,
      inOrders: 0,
    });
    const audit = await auditRowsOf(t.deps.db, 'contentItem', item.id);
    expect(audit.map((row) => row.action)).toEqual(['create']);

    const full = await api.create({
      contentId,
      itemNo: 'JACKET',
      navItemNo: 'NAV-JACKET',
      active: true,
      quantity: 40,
      description: 'Куртка софтшел',
      costPoints: '2500.5',
      maxOrderItems: 2,
      sort: 3,
    });
    expect(full).toMatchObject({ navItemNo: 'NAV-JACKET', active: true, costPoints: 2500.5 });
    // The dates rule holds on every save, whatever is sent.
    const updated = await api.update({
      contentId,
      prevItemNo: 'JACKET',
      prevSort: 3,
      itemNo: 'JACKET',
      dateFrom: '2031-01-01',
      dateTo: '2031-02-01',
    });
    expect(updated).toMatchObject({ dateFrom: today(), dateTo: giftItemEndDate, quantity: 40 });
  });

  it('takes catalogue items (type 1) from the item master only', async () => {
    const contentId = (await giftContent(t.deps.db, { contentType: 4 })).contentId;
    const master = await makeItem(t.deps.db, { itemNo: 'OC90X', description: 'Фільтр оливи OC90' });
    await makeItem(t.deps.db, { comId: 2, itemNo: 'THEIRS1' });
    const item = await api.create({
      contentId,
      itemNo: 'oc90x',
      dateFrom: '2030-03-01',
      dateTo: '',
    });
    expect(item).toMatchObject({
      itemType: 1,
      itemNo: master.itemNo,
      navItemNo: master.itemNo,
      description: 'Фільтр оливи OC90',
      dateFrom: '2030-03-01',
      dateTo: null,
    });
    for (const itemNo of ['NOSUCH1', 'THEIRS1']) {
      const unknown = await api.createRaw({ contentId, itemNo });
      expect(unknown.statusCode).toBe(400);
      expect(errorOf(unknown).errors?.itemNo).toEqual([
        `There is no item ${itemNo} in the item master`,
      ]);
    }
    const order = await api.createRaw({
      contentId,
      itemNo: master.itemNo,
      sort: 2,
      dateFrom: '2030-05-01',
      dateTo: '2030-04-01',
    });
    expect(order.statusCode).toBe(400);
    expect(Object.keys(errorOf(order).errors ?? {})).toEqual(['dateTo']);
    const badDate = await api.createRaw({
      contentId,
      itemNo: master.itemNo,
      dateFrom: '2030-02-31',
    });
    expect(Object.keys(errorOf(badDate).errors ?? {})).toEqual(['dateFrom']);
    // Gifts of another action and items of another type stay out of the list.
    expect((await api.items(contentId, 1)).map((row) => row.itemNo)).toEqual(['OC90X']);
    expect(await api.items(contentId, 2)).toEqual([]);
  });

  it('refuses items for an article whose item type is 0', async () => {
    const news = (await giftContent(t.deps.db, { contentType: 2 })).contentId;
    const response = await api.createRaw({ contentId: news, itemNo: 'MUG' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).key).toBe('giftItemsNotTaken');
  });

  it("refuses numbers over 20 characters with 'Max 20 characters'", async () => {
    const contentId = await api.giftAction();
    for (const field of ['itemNo', 'navItemNo']) {
      const response = await api.createRaw({ contentId, itemNo: 'A', [field]: 'X'.repeat(21) });
      expect(response.statusCode, field).toBe(400);
      expect(errorOf(response).message).toBe('Max 20 characters');
      expect(errorOf(response).errors).toEqual({ [field]: ['Max 20 characters'] });
    }
    const copy = await t.post(
      giftItemsApi.copyItem,
      { contentId, itemNo: 'Y'.repeat(21) },
      manager,
    );
    expect(errorOf(copy).errors).toEqual({ itemNo: ['Max 20 characters'] });
    expect((await api.create({ contentId, itemNo: 'Z'.repeat(20) })).itemNo).toHaveLength(20);
    expect(await api.count(contentId)).toBe(1);
  });

  it('refuses a missing or bad field, a group of another content, and a clash', async () => {
    const contentId = await api.giftAction();
    const cases: [Fields, string][] = [
      [{ contentId }, 'itemNo'],
      [{ itemNo: 'MUG' }, 'contentId'],
      [{ contentId, itemNo: 'MUG', quantity: -1 }, 'quantity'],
      [{ contentId, itemNo: 'MUG', costPoints: '1.005' }, 'costPoints'],
      [{ contentId, itemNo: 'MUG', active: 'maybe' }, 'active'],
      [{ contentId, itemNo: 'MUG', maxOrderItems: 10000 }, 'maxOrderItems'],
    ];
    for (const [fields, field] of cases) {
      const response = await api.createRaw(fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(Object.keys(errorOf(response).errors ?? {}), JSON.stringify(fields)).toEqual([field]);
    }
    const otherContent = await api.giftAction();
    const group = await t.postForm(
      giftItemsApi.createGroup,
      giftForm({ contentId: otherContent, giftGroup: 'Посуд' }),
      manager,
    );
    const { groupId } = group.json<{ groupId: number }>();
    const foreignGroup = await api.createRaw({ contentId, itemNo: 'MUG', groupId });
    expect(foreignGroup.statusCode).toBe(400);
    expect(Object.keys(errorOf(foreignGroup).errors ?? {})).toEqual(['groupId']);
    expect((await api.create({ contentId: otherContent, itemNo: 'MUG', groupId })).groupId).toBe(
      groupId,
    );

    await api.create({ contentId, itemNo: 'MUG' });
    const clash = await api.createRaw({ contentId, itemNo: 'MUG', description: 'again' });
    expect(clash.statusCode).toBe(409);
    expect(errorOf(clash).message).toBe('The action already has item MUG with sort 1');
    expect(await api.count(contentId)).toBe(1);
  });

  it('lists by sort then itemNo with inOrders from the gift orders', async () => {
    const contentId = await api.giftAction();
    const cap = await api.create({ contentId, itemNo: 'CAP', sort: 2 });
    const mug = await api.create({ contentId, itemNo: 'MUG', sort: 1 });
    const bag = await api.create({ contentId, itemNo: 'BAG', sort: 2 });
    await insertOrder(t.deps.db, cap);
    await insertOrder(t.deps.db, cap);
    await insertOrder(t.deps.db, mug);
    const list = await api.items(contentId);
    expect(list.map((row) => [row.itemNo, row.inOrders])).toEqual([
      ['MUG', 1],
      ['BAG', 0],
      ['CAP', 2],
    ]);
    expect(list[1]?.id).toBe(bag.id);
  });

  it('updates the row named by prevItemNo and prevSort, else by itemNo and sort', async () => {
    const contentId = await api.giftAction();
    const mug = await api.create({ contentId, itemNo: 'MUG', quantity: 5, costPoints: 50 });
    await api.create({ contentId, itemNo: 'CAP' });
    const renamed = await api.update({
      contentId,
      prevItemNo: 'MUG',
      prevSort: 1,
      itemNo: 'MUG2',
      sort: 4,
    });
    expect(renamed).toMatchObject({
      id: mug.id,
      itemNo: 'MUG2',
      sort: 4,
      quantity: 5,
      costPoints: 50,
    });
    // No prev key: itemNo and sort name the row.
    const byKey = await api.update({ contentId, itemNo: 'MUG2', sort: 4, active: true });
    expect(byKey).toMatchObject({ id: mug.id, active: true, quantity: 5 });
    const clash = await api.updateRaw({
      contentId,
      prevItemNo: 'MUG2',
      prevSort: 4,
      itemNo: 'CAP',
      sort: 1,
    });
    expect(clash.statusCode).toBe(409);
    const missing = await api.updateRaw({
      contentId,
      prevItemNo: 'NONE',
      prevSort: 1,
      itemNo: 'X',
    });
    expect(missing.statusCode).toBe(404);
    expect((await api.items(contentId)).map((row) => row.itemNo)).toEqual(['CAP', 'MUG2']);
  });

  it('refuses a file that is no picture and keeps nothing', async () => {
    const contentId = await api.giftAction();
    const response = await api.createRaw({ contentId, itemNo: 'MUG' }, manager, notPicture());
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors?.picFile1).toEqual([messages.fileNotPicture]);
    expect(await api.count(contentId)).toBe(0);
  });

  it("answers 404 for another company's content and items", async () => {
    const theirs = (await giftContent(t.deps.db, { comId: 2, isGift: true })).contentId;
    const response = await t.postForm(
      giftItemsApi.createItem,
      giftForm({ contentId: theirs, itemNo: 'MUG' }),
      otherManager,
    );
    const item = response.json<ContentItem>();
    const key = keyOf(item);
    expect(
      (await t.post(giftItemsApi.items, { id: theirs, itemType: 2 }, manager)).statusCode,
    ).toBe(404);
    expect((await api.createRaw({ contentId: theirs, itemNo: 'X' })).statusCode).toBe(404);
    expect((await api.updateRaw({ ...key, quantity: 5 })).statusCode).toBe(404);
    expect((await t.post(giftItemsApi.copyItem, { ...item, sort: 2 }, manager)).statusCode).toBe(
      404,
    );
    expect((await t.post(giftItemsApi.deleteItem, key, manager)).statusCode).toBe(404);
    expect((await t.post(giftItemsApi.deleteItems, [key], manager)).statusCode).toBe(404);
    expect(await api.items(theirs, 2, otherManager)).toEqual([item]);
  });

  it('refuses every call to a role other than ContentManager (403), and to no one (401)', async () => {
    const catalogManager = await t.makeUser({ roles: ['CatalogManager', 'NotificationManager'] });
    const contentId = await api.giftAction();
    const key = { contentId, itemNo: 'MUG', sort: 1 };
    const calls: [string, unknown][] = [
      [giftItemsApi.items, { id: contentId, itemType: 2 }],
      [giftItemsApi.copyItem, key],
      [giftItemsApi.deleteItem, key],
      [giftItemsApi.deleteItems, [key]],
    ];
    for (const [call, body] of calls) {
      expect((await t.post(call, body, catalogManager)).statusCode, call).toBe(403);
      expect((await t.post(call, body, null)).statusCode, call).toBe(401);
    }
    for (const call of [giftItemsApi.createItem, giftItemsApi.updateItem]) {
      const form = giftForm({ contentId, itemNo: 'MUG' });
      expect((await t.postForm(call, form, catalogManager)).statusCode, call).toBe(403);
    }
    expect(await api.count(contentId)).toBe(0);
  });
});
