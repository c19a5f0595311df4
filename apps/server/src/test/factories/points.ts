import { and, asc, count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { pointsApi, type PagedAnswer, type PointsAdjustment, type PointsRow } from '@bo/contract';
import type { Executor } from '../../platform/db/database.js';
import { fileForm } from '../forms.js';
import type { TestApp, TestUser } from '../test-app.js';
import { makeCustomer } from './customers.js';
import { contentItems } from '../../features/content/catalogue/gift-items.schema.js';
import { giftOrders } from '../../features/content/orders/gift-orders.schema.js';
import { makeContent, type NewContent } from './content.js';
import { pointsAccruals, pointsAdjustments } from '../../features/content/points/points.schema.js';

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
  return t.postForm(path, fileForm(data, name), user);
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

type Content = { comId: number; contentId: number };

/** Points for the mainCode in the content, as an adjustment. */
export async function givePoints(db: Executor, content: Content, mainCode: string, amount: number) {
  await db.insert(pointsAdjustments).values({
    comId: content.comId,
    contentId: content.contentId,
    mainCode,
    amount,
    description: 'Test points',
    createdBy: 'test',
  });
}

export const pick = ({ comId, contentId }: Content) => ({ comId, contentId });

/** A content for the points tab's tests: company 1's action unless told otherwise, titled as points. */
export const pointsContent = (db: Executor, values: Partial<NewContent> = {}) =>
  makeContent(db, { description: 'Points action', ...values });

/** Gift orders of the content, on one gift item of its own. */
export async function addOrders(
  db: Executor,
  content: Content,
  orders: { mainCode: string; points: number; status: number }[],
) {
  const [item] = await db
    .insert(contentItems)
    .values({ ...pick(content), itemType: 2, itemNo: 'MUG', navItemNo: 'MUG' })
    .returning();
  if (!item) throw new Error('no item row');
  await db.insert(giftOrders).values(
    orders.map((order) => ({
      ...pick(content),
      itemId: item.id,
      custNo: order.mainCode,
      mainCode: order.mainCode,
      itemNo: 'MUG',
      quantity: 1,
      points: order.points,
      giftEntryStatus: order.status,
    })),
  );
}

/** A row of the points tab. */
export function row(
  rating: number,
  mainCode: string,
  custName: string,
  pointsAccrued: number,
  pointsAdjusted: number,
  pointsSpent: number,
  userPoints: number,
  respCenter: string,
  salespersonName: string,
): PointsRow {
  return {
    rating,
    mainCode,
    custName,
    pointsAccrued,
    pointsAdjusted,
    pointsSpent,
    userPoints,
    respCenter,
    salespersonName,
  };
}

/** The rows of the main fixture, by rating: two mainCodes tied at 170. */
export const expectedPointsRows: PointsRow[] = [
  row(1, 'PTB1', 'Bravo Service', 200, 0, 30, 170, 'LVIV', 'Ivan'),
  row(1, 'PTD1', 'Delta Авто', 200, 0, 30, 170, 'DNIPRO', 'Andrii'),
  row(3, 'PTA1', 'Alpha Motors', 100.5, 4.5, 0, 105, 'KYIV', 'Olena'),
  row(4, 'PTCX', 'Charlie One', 50.25, 0, 0, 50.25, 'ODESA', 'Petro'),
  row(5, 'PTE1', '', 0, 0, 0, 0, '', ''),
];

/**
 * The main fixture of the points tab's tests: five mainCodes of company 1
 * with accruals, adjustments and orders (canceled ones included), beside a
 * content of the company and one of company 2 whose rows never show.
 * Answers the main content.
 */
export async function seedPointsFixture(db: Executor) {
  const customer = (custNo: string, mainCode: string, name: string, more = {}) =>
    makeCustomer(db, { custNo, mainCode, name, ...more });
  await customer('PTA1B', 'PTA1', 'Alpha Branch', { respCenter: 'X', salespersonName: 'Y' });
  await customer('PTA1', 'PTA1', 'Alpha Motors', { respCenter: 'KYIV', salespersonName: 'Olena' });
  await customer('PTB1', 'PTB1', 'Bravo Service', { respCenter: 'LVIV', salespersonName: 'Ivan' });
  // No customer's custNo is PTCX: the first by custNo names it.
  await customer('PTC2', 'PTCX', 'Charlie Two', { respCenter: 'Z', salespersonName: 'Z' });
  await customer('PTC1', 'PTCX', 'Charlie One', { respCenter: 'ODESA', salespersonName: 'Petro' });
  await customer('PTD1', 'PTD1', 'Delta Авто', { respCenter: 'DNIPRO', salespersonName: 'Andrii' });
  await customer('PTF1', 'PTF1', 'Foxtrot Without Entries');
  // Another company's customer with a mainCode of company 1's.
  await customer('PTB1', 'PTB1', 'Foreign Bravo', { comId: 2 });

  const content = await pointsContent(db);
  await db.insert(pointsAccruals).values(
    [
      ['PTA1', 100.5],
      ['PTB1', 200],
      ['PTCX', 50.25],
      ['PTD1', 200],
    ].map(([mainCode, points]) => ({
      ...pick(content),
      mainCode: String(mainCode),
      points: Number(points),
      lines: 1,
    })),
  );
  await db.insert(pointsAdjustments).values([
    { ...pick(content), mainCode: 'PTA1', amount: 10, description: 'Bonus', createdBy: 'x' },
    { ...pick(content), mainCode: 'PTA1', amount: -5.5, description: 'Fix', createdBy: 'x' },
  ]);
  await addOrders(db, content, [
    { mainCode: 'PTB1', points: 30, status: 1 },
    { mainCode: 'PTB1', points: 1000, status: 5 },
    { mainCode: 'PTD1', points: 30, status: 4 },
    { mainCode: 'PTE1', points: 10, status: 5 },
  ]);
  // Another content of the company and one of company 2: none of theirs shows.
  const other = await pointsContent(db);
  await db
    .insert(pointsAccruals)
    .values({ ...pick(other), mainCode: 'PTA1', points: 999, lines: 1 });
  const foreign = await pointsContent(db, { comId: 2 });
  await db
    .insert(pointsAccruals)
    .values({ ...pick(foreign), mainCode: 'PTB1', points: 999, lines: 1 });
  return content;
}

/** The points tab's calls, made as `manager()` on the content `main()` unless told otherwise. */
export function pointsCalls(
  app: () => TestApp,
  manager: () => TestUser,
  main: () => { contentId: number },
) {
  return {
    points: async (
      body: { id?: number; size?: number; page?: number; desc?: boolean } = {},
      query: Record<string, string> = {},
      user: TestUser | null = manager(),
    ) => {
      const search = new URLSearchParams(query).toString();
      const response = await app().post(
        `${pointsApi.points}${search ? `?${search}` : ''}`,
        { id: main().contentId, size: 100, page: 0, ...body },
        user,
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json<PagedAnswer<PointsRow>>();
    },
    adjustmentCount: async () =>
      (await app().deps.db.select({ total: count() }).from(pointsAdjustments))[0]?.total ?? 0,
    adjust: async (body: object, user: TestUser | null = manager()) => {
      const response = await app().post(pointsApi.adjust, body, user);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<PointsAdjustment>();
    },
  };
}

export const mainCodesOf = (page: PagedAnswer<PointsRow>) => page.rows.map((r) => r.mainCode);
