import { describe, expect, it } from 'vitest';
import { giftItemsApi, messages, type ContentItem } from '@bo/contract';
import { errorOf, giftForm, keyOf, png, type Fields } from '../../../test/factories/gift-items.js';
import { insertOrder } from '../../../test/factories/gift-orders.js';
import {
  t,
  manager,
  otherManager,
  api,
  openGiftCatalogueApp,
} from '../../../test/scenes/gift-catalogue.js';

openGiftCatalogueApp();

describe('content: deleting and copying items', () => {
  it('deletes an item only while it is in no orders', async () => {
    const contentId = await api.giftAction();
    const mug = await api.create({ contentId, itemNo: 'MUG' }, png());
    await insertOrder(t.deps.db, mug);
    const blocked = await t.post(giftItemsApi.deleteItem, mug, manager);
    expect(blocked.statusCode).toBe(409);
    expect(errorOf(blocked).message).toBe("You can't delete item while it is in orders");
    expect(api.exists(mug.firstPic)).toBe(true);

    const cap = await api.create({ contentId, itemNo: 'CAP' }, png());
    const deleted = await t.post(giftItemsApi.deleteItem, keyOf(cap), manager);
    expect(deleted.json()).toEqual({ ok: true });
    expect(api.exists(cap.firstPic)).toBe(false);
    expect((await t.post(giftItemsApi.deleteItem, keyOf(cap), manager)).statusCode).toBe(404);
    expect((await api.items(contentId)).map((row) => row.itemNo)).toEqual(['MUG']);
  });

  it('deletes an item sent as a multipart form, as B§7 names it (issue 31)', async () => {
    const contentId = await api.giftAction();
    const mug = await api.create({ contentId, itemNo: 'MUG', sort: 3 }, png());
    await insertOrder(t.deps.db, mug);
    const deleteForm = (fields: Fields, user = manager) =>
      t.postForm(giftItemsApi.deleteItem, giftForm(fields), user);

    const blocked = await deleteForm(keyOf(mug));
    expect(blocked.statusCode, blocked.body).toBe(409);
    expect(errorOf(blocked).message).toBe("You can't delete item while it is in orders");
    const missing = await deleteForm({ contentId, itemNo: 'MUG' });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).errors?.sort).toEqual([messages.requiredField]);
    expect((await deleteForm(keyOf(mug), otherManager)).statusCode).toBe(404);

    const cap = await api.create({ contentId, itemNo: 'CAP', description: 'Кепка' }, png());
    // Every text field of the item, as the original screens' FormData sends it.
    const { firstPic, dateFrom, dateTo, ...fields } = cap;
    const deleted = await deleteForm({
      ...fields,
      firstPic: firstPic ?? '',
      dateFrom: dateFrom ?? '',
      dateTo: dateTo ?? '',
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ ok: true });
    expect(api.exists(cap.firstPic)).toBe(false);
    expect((await api.items(contentId)).map((row) => row.itemNo)).toEqual(['MUG']);
    expect((await deleteForm({ contentid: contentId, ITEMNO: 'CAP', sort: 1 })).statusCode).toBe(
      404,
    );
  });

  it('deletes several items all or nothing', async () => {
    const contentId = await api.giftAction();
    const a = await api.create({ contentId, itemNo: 'A' }, png());
    const b = await api.create({ contentId, itemNo: 'B' });
    const c = await api.create({ contentId, itemNo: 'C' });
    await insertOrder(t.deps.db, c);
    const blocked = await t.post(giftItemsApi.deleteItems, [a, b, c], manager);
    expect(blocked.statusCode).toBe(409);
    expect(errorOf(blocked).message).toBe(
      "You can't delete item while it is in orders: C. Nothing was deleted.",
    );
    const missing = await t.post(
      giftItemsApi.deleteItems,
      [keyOf(a), { contentId, itemNo: 'NONE', sort: 1 }],
      manager,
    );
    expect(missing.statusCode).toBe(404);
    expect(await api.count(contentId)).toBe(3);
    expect(api.exists(a.firstPic)).toBe(true);

    const done = await t.post(giftItemsApi.deleteItems, [a, keyOf(b), a], manager);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ deleted: 2 });
    expect(api.exists(a.firstPic)).toBe(false);
    expect((await api.items(contentId)).map((row) => row.itemNo)).toEqual(['C']);
    expect((await t.post(giftItemsApi.deleteItems, [], manager)).statusCode).toBe(400);
  });

  it('copies an item with its sort raised by 1, sharing the picture until the last holder goes', async () => {
    const contentId = await api.giftAction();
    const mug = await api.create({ contentId, itemNo: 'MUG', quantity: 7, costPoints: 50 }, png());
    const copy = await t.post(
      giftItemsApi.copyItem,
      { ...mug, sort: mug.sort + 1, description: 'Копія' },
      manager,
    );
    expect(copy.statusCode, copy.body).toBe(200);
    const copied = copy.json<ContentItem>();
    expect(copied).toMatchObject({
      itemNo: 'MUG',
      sort: 2,
      quantity: 7,
      costPoints: 50,
      description: 'Копія',
      firstPic: mug.firstPic,
      inOrders: 0,
    });
    expect(copied.id).not.toBe(mug.id);
    // Without an id the source is the same number one sort below; a clash is a 409.
    const again = await t.post(
      giftItemsApi.copyItem,
      { contentId, itemNo: 'MUG', sort: 3 },
      manager,
    );
    expect(again.json<ContentItem>().firstPic).toBe(mug.firstPic);
    const clash = await t.post(giftItemsApi.copyItem, { ...mug, sort: 2 }, manager);
    expect(clash.statusCode).toBe(409);
    const noSource = await t.post(
      giftItemsApi.copyItem,
      { contentId, itemNo: 'NONE', sort: 2 },
      manager,
    );
    expect(noSource.statusCode).toBe(404);

    await t.post(giftItemsApi.deleteItem, keyOf(mug), manager);
    expect(api.exists(mug.firstPic)).toBe(true);
    await t.post(giftItemsApi.deleteItems, [keyOf(copied)], manager);
    expect(api.exists(mug.firstPic)).toBe(true);
    // A new picture on the last holder replaces the shared one, which then goes.
    const last = await t.postForm(
      giftItemsApi.updateItem,
      giftForm({ contentId, itemNo: 'MUG', sort: 3 }, png()),
      manager,
    );
    expect(last.statusCode, last.body).toBe(200);
    expect(api.exists(mug.firstPic)).toBe(false);
    expect(api.exists(last.json<ContentItem>().firstPic)).toBe(true);
  });
});
