import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { giftItemsApi, type ContentItem, type ErrorAnswer } from '@bo/contract';
import { contentItems } from '../../features/content/catalogue/gift-items.schema.js';
import { fileBlob, pngBytes } from './uploads.js';
import { pictureForm } from '../forms.js';
import type { TestApp, TestUser } from '../test-app.js';
import { makeContent, type NewContent } from './content.js';
import type { Executor } from '../../platform/db/database.js';

/** Builders and calls of the gift group and item API tests. */

/** A content for the catalogue tests: dated and ordered 2030-03-01..2030-04-01. */
export const giftContent = (db: Executor, values: Partial<NewContent> = {}) =>
  makeContent(db, { dateTo: '2030-04-01', orderTo: '2030-04-01', ...values });

export type Fields = Record<string, string | number | boolean>;

/** A multipart form of these fields, with `picFile1` when given. */
export const giftForm = (fields: Fields, picture?: Blob): FormData =>
  pictureForm(fields, 'picFile1', picture);

export const png = () => fileBlob(pngBytes(), 'image/png');
/** A script saved as .png: refused by content. */
export const notPicture = () => fileBlob('<svg onload="alert(1)"/>', 'image/png');

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
    giftAction: async () => (await giftContent(t.deps.db, { isGift: true })).contentId,
    exists: (url: string | null) => storedFileExists(t.config.dataDir, url),
  };
}
