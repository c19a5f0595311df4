import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { giftItemsApi, type ContentItem, type ErrorAnswer } from '@bo/contract';
import type { Executor } from '../../platform/db/database.js';
import { fileBlob, pngBytes } from '../../test/fixtures.js';
import type { TestApp, TestUser } from '../../test/test-app.js';
import { contents } from './content.schema.js';
import { contentItems, giftOrders } from './points.schema.js';

/** Helpers of the group and item API tests (not a test file itself). */

let sequence = 0;

/** A content of its own: an action (type 3) of company 1 unless told otherwise. */
export async function makeContent(
  db: Executor,
  values: { comId?: number; contentType?: number; isGift?: boolean } = {},
): Promise<number> {
  const n = ++sequence;
  const [row] = await db
    .insert(contents)
    .values({
      comId: values.comId ?? 1,
      contentType: values.contentType ?? 3,
      isGift: values.isGift ?? false,
      title: `Action ${n}`,
      alias: `gift-test-${n}-${Date.now().toString(36)}`,
      description: `Action ${n}`,
      dateFrom: '2030-03-01',
      dateTo: '2030-04-01',
      orderFrom: '2030-03-01',
      orderTo: '2030-04-01',
    })
    .returning({ contentId: contents.contentId });
  if (!row) throw new Error('no content row');
  return row.contentId;
}

export type Fields = Record<string, string | number | boolean>;

/** A multipart form of these fields, with `picFile1` when given. */
export function giftForm(fields: Fields, picture?: Blob): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  if (picture) form.append('picFile1', picture, 'picture.png');
  return form;
}

export const png = () => fileBlob(pngBytes(), 'image/png');
/** A script saved as .png: refused by content. */
export const notPicture = () => fileBlob('<svg onload="alert(1)"/>', 'image/png');

/** A gift order line holding the item, written straight to the table (the portal's call is issue 16). */
export async function insertOrder(
  db: Executor,
  item: { comId: number; contentId: number; id: number; itemNo: string },
): Promise<void> {
  await db.insert(giftOrders).values({
    comId: item.comId,
    contentId: item.contentId,
    itemId: item.id,
    custNo: 'C1',
    mainCode: 'M1',
    itemNo: item.itemNo,
    quantity: 1,
    points: 10,
  });
}

export const errorOf = (response: LightMyRequestResponse) => response.json<ErrorAnswer>();

/** Whether the stored file behind a public URL (`/uploads/...`) exists under DATA_DIR. */
export const storedFileExists = (dataDir: string, url: string | null) =>
  url !== null && fs.existsSync(path.join(dataDir, url));

/** The key of an item row (delete, delete many). */
export const keyOf = (item: ContentItem) => ({
  contentId: item.contentId,
  itemNo: item.itemNo,
  sort: item.sort,
});

/** The item calls as `user` makes them; the checked ones expect a 200. */
export function itemCalls(t: TestApp, user: TestUser) {
  const createRaw = (fields: Fields, as = user, picture?: Blob) =>
    t.postForm(giftItemsApi.createItem, giftForm(fields, picture), as);
  const updateRaw = (fields: Fields, as = user, picture?: Blob) =>
    t.postForm(giftItemsApi.updateItem, giftForm(fields, picture), as);
  const ok = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  return {
    createRaw,
    updateRaw,
    create: async (fields: Fields, picture?: Blob) =>
      ok(await createRaw(fields, user, picture)).json<ContentItem>(),
    update: async (fields: Fields, picture?: Blob) =>
      ok(await updateRaw(fields, user, picture)).json<ContentItem>(),
    /** The ContentItems answer. */
    items: async (id: number, itemType = 2, as = user) =>
      ok(await t.post(giftItemsApi.items, { id, itemType }, as)).json<ContentItem[]>(),
    /** The rows of the content, whatever their item type. */
    count: async (contentId: number) =>
      (await t.deps.db.select().from(contentItems).where(eq(contentItems.contentId, contentId)))
        .length,
    giftAction: () => makeContent(t.deps.db, { isGift: true }),
    exists: (url: string | null) => storedFileExists(t.config.dataDir, url),
  };
}
