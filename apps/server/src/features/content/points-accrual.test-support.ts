import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { contentApi, pointsApi, type Article } from '@bo/contract';
import type { Executor } from '../../platform/db/database.js';
import { fileBlob } from '../../test/fixtures.js';
import type { TestApp, TestUser } from '../../test/test-app.js';
import { newArticleText } from './content.form.js';
import { pointsAccruals } from './points.schema.js';

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

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

/** A new content through the API (a gift action unless `fields` say otherwise); answers its id. */
export async function createContent(
  t: TestApp,
  user: TestUser,
  fields: Record<string, string> = {},
): Promise<number> {
  const response = await t.postForm(contentApi.create, form({ ...actionFields, ...fields }), user);
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
    form({ contentId: String(contentId), ...fields }),
    user,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Article>();
}

/** A .csv text of these rows, one a line. */
export const csvText = (rows: readonly (readonly (string | number)[])[]) =>
  rows.map((row) => row.join(',')).join('\n') + '\n';

/** Posts a sales file as the import dialog does. */
export function uploadSales(
  t: TestApp,
  user: TestUser | null,
  data: Buffer | string,
  name = 'sales.csv',
  path: string = pointsApi.importSales,
) {
  const body = new FormData();
  body.append('file', fileBlob(data), name);
  return t.postForm(path, body, user);
}

/** The stored accrual of the content: points (as a 2-decimal text) and lines per mainCode. */
export async function storedAccrual(
  db: Executor,
  comId: number,
  contentId: number,
): Promise<Record<string, { points: string; lines: number }>> {
  const rows = await db
    .select()
    .from(pointsAccruals)
    .where(and(eq(pointsAccruals.comId, comId), eq(pointsAccruals.contentId, contentId)))
    .orderBy(asc(pointsAccruals.mainCode));
  return Object.fromEntries(
    rows.map((row) => [row.mainCode, { points: row.points.toFixed(2), lines: row.lines }]),
  );
}
