import path from 'node:path';
import { count } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  contentApi,
  type Article,
  type ContentListRow,
  type ErrorAnswer,
  type PagedAnswer,
} from '@bo/contract';
import type { Executor } from '../../platform/db/database.js';
import { fileBlob, pngBytes } from './uploads.js';
import { formOf } from '../forms.js';
import type { TestApp, TestUser } from '../test-app.js';
import { newArticleText } from '../../features/content/article/content.form.js';
import { contents } from '../../features/content/article/content.schema.js';
import { insertRow } from '../../platform/db/insert-row.js';
import { auditRowsOf } from './audit.js';

export type NewContent = typeof contents.$inferInsert;
export type ContentRow = typeof contents.$inferSelect;

let sequence = 0;

/**
 * A content row of its own: an action (type 3) of company 1, dated and
 * ordered 2030-03-01..2030-04-30, with an alias no other call gives, unless
 * `values` say otherwise.
 */
export async function makeContent(
  db: Executor,
  values: Partial<NewContent> = {},
): Promise<ContentRow> {
  const n = ++sequence;
  return insertRow(db, contents, {
    comId: 1,
    contentType: 3,
    title: `Content ${n}`,
    alias: `content-${n}-${Date.now().toString(36)}`,
    description: `Content ${n}`,
    dateFrom: '2030-03-01',
    dateTo: '2030-04-30',
    orderFrom: '2030-03-01',
    orderTo: '2030-04-30',
    ...values,
  });
}

/** The form of a gift action (type 3 with isGift, so income stop is allowed) in March 2030. */
const actionFields: Record<string, string> = {
  ...newArticleText,
  contentType: '3',
  isGift: 'true',
  title: 'Бали за фільтри',
  description: 'Бали за продажі фільтрів',
  text: '<p>Умови</p>',
  costName: '',
  dateFrom: '2030-03-01',
  dateTo: '2030-04-01',
  orderFrom: '2030-03-01',
  orderTo: '2030-04-01',
};

/** A multipart form of these text fields. */
export const textForm = (fields: Record<string, string>): FormData => formOf(fields);

/** A new content through the API (a gift action unless `fields` say otherwise); answers its id. */
export async function createContent(
  t: TestApp,
  user: TestUser,
  fields: Record<string, string> = {},
): Promise<number> {
  const response = await t.postForm(
    contentApi.create,
    textForm({ ...actionFields, ...fields }),
    user,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<number>();
}

/** Changes the content through the API (UpdateContent keeps what it is not sent). */
export async function updateContent(
  t: TestApp,
  user: TestUser,
  contentId: number,
  fields: Record<string, string>,
): Promise<Article> {
  const response = await t.postForm(
    contentApi.update,
    textForm({ contentId: String(contentId), ...fields }),
    user,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Article>();
}

export const png = () => fileBlob(pngBytes(), 'image/png');
export const errorOf = (response: LightMyRequestResponse) => response.json<ErrorAnswer>();
export const messageOf = (response: LightMyRequestResponse) => errorOf(response).message;
export const keyOf = (response: LightMyRequestResponse) => errorOf(response).key;

/** A valid article form: a current action, top level, no pictures. */
export const validArticleFields: Record<string, string> = {
  ...newArticleText,
  contentType: '3',
  title: 'Весняна акція',
  description: 'Знижки на фільтри',
  text: '<p>Текст</p>',
  costName: '',
  dateFrom: '2030-03-01',
  dateTo: '2030-04-01',
  orderFrom: '2030-03-01',
  orderTo: '2030-04-01',
};

export type ArticlePictures = Partial<Record<'picFile1' | 'thumbFile1' | 'slideFile1', Blob>>;

export function articleForm(
  fields: Record<string, string>,
  pictures: ArticlePictures = {},
): FormData {
  const form = textForm(fields);
  for (const [part, blob] of Object.entries(pictures)) form.append(part, blob, `${part}.png`);
  return form;
}

/**
 * The article calls of a test file, made as `manager()` unless told
 * otherwise; the app and user are read when a call is made, so a file can
 * take the calls at its top and make the app in its beforeAll.
 */
export function articleCalls(app: () => TestApp, manager: () => TestUser) {
  const createRaw = (
    fields: Record<string, string>,
    user: TestUser | null = manager(),
    pictures: ArticlePictures = {},
  ) =>
    app().postForm(
      contentApi.create,
      articleForm({ ...validArticleFields, ...fields }, pictures),
      user,
    );
  return {
    createRaw,
    create: async (
      fields: Record<string, string> = {},
      user: TestUser | null = manager(),
      pictures?: ArticlePictures,
    ) => {
      const response = await createRaw(fields, user, pictures);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<number>();
    },
    get: async (id: number | string, user: TestUser | null = manager()) => {
      const response = await app().post(contentApi.get, id, user);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Article>();
    },
    updateRaw: (
      id: number,
      fields: Record<string, string>,
      user: TestUser | null = manager(),
      pictures?: ArticlePictures,
    ) =>
      app().postForm(
        contentApi.update,
        articleForm({ contentId: String(id), ...fields }, pictures),
        user,
      ),
    list: async (body: object = {}, query = '', user: TestUser | null = manager()) => {
      const response = await app().post(
        `${contentApi.list}${query}`,
        { size: 0, page: 0, ...body },
        user,
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json<PagedAnswer<ContentListRow>>();
    },
    contentCount: async () =>
      (await app().deps.db.select({ total: count() }).from(contents))[0]?.total ?? 0,
    storedFile: (url: string) => path.join(app().config.dataDir, url),
    auditOf: (entity: string, id: number) => auditRowsOf(app().deps.db, entity, id),
  };
}
