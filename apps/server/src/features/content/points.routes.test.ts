import { and, count, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  englishT,
  pointsApi,
  pointsLimits,
  pointsOrderBy,
  type ErrorAnswer,
  type PagedAnswer,
  type PointsAdjustment,
  type PointsLedger,
  type PointsRow,
  type PointsSummary,
} from '@bo/contract';
import { auditLog } from '../../platform/db/platform.schema.js';
import { makeCustomer, makeItem } from '../../test/factories.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import { contents } from './content.schema.js';
import { recomputeAccrual } from './points-accrual.js';
import {
  contentItems,
  giftOrders,
  pointsAccruals,
  pointsAdjustments,
  pointsIncomeRules,
  salesLines,
} from './points.schema.js';

/** Pages and All are capped at 5 rows in this file: the main content's rows. */
const cap = 5;
let t: TestApp;
let manager: TestUser;
let otherManager: TestUser;

beforeAll(async () => {
  t = await createTestApp({ allRowsCap: cap });
  manager = await t.makeUser({ roles: ['ContentManager'] });
  otherManager = await t.makeUser({ roles: ['ContentManager'], comId: 2 });
});
afterAll(() => t.close());

let contentCounter = 0;
/** A content of company 1 (an action unless told otherwise), dated 2030-03-01..2030-04-30. */
async function makeContent(values: Partial<typeof contents.$inferInsert> = {}) {
  const n = ++contentCounter;
  const [row] = await t.deps.db
    .insert(contents)
    .values({
      comId: 1,
      contentType: 3,
      title: `Points ${n}`,
      alias: `points-${n}-${values.comId ?? 1}`,
      description: 'Points action',
      dateFrom: '2030-03-01',
      dateTo: '2030-04-30',
      orderFrom: '2030-03-01',
      orderTo: '2030-04-30',
      ...values,
    })
    .returning();
  if (!row) throw new Error('no content row');
  return row;
}

/** Gift orders of the content, on one gift item of its own. */
async function addOrders(
  content: { comId: number; contentId: number },
  orders: { mainCode: string; points: number; status: number }[],
) {
  const [item] = await t.deps.db
    .insert(contentItems)
    .values({ ...pick(content), itemType: 2, itemNo: 'MUG', navItemNo: 'MUG' })
    .returning();
  if (!item) throw new Error('no item row');
  await t.deps.db.insert(giftOrders).values(
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
const pick = ({ comId, contentId }: { comId: number; contentId: number }) => ({
  comId,
  contentId,
});

/**
 * The main fixture: five mainCodes of company 1 with accruals, adjustments and
 * orders (canceled ones included), two of them tied at 170.
 */
let main: { contentId: number };
const expectedRows: PointsRow[] = [
  row(1, 'PTB1', 'Bravo Service', 200, 0, 30, 170, 'LVIV', 'Ivan'),
  row(1, 'PTD1', 'Delta Авто', 200, 0, 30, 170, 'DNIPRO', 'Andrii'),
  row(3, 'PTA1', 'Alpha Motors', 100.5, 4.5, 0, 105, 'KYIV', 'Olena'),
  row(4, 'PTCX', 'Charlie One', 50.25, 0, 0, 50.25, 'ODESA', 'Petro'),
  row(5, 'PTE1', '', 0, 0, 0, 0, '', ''),
];
function row(
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

beforeAll(async () => {
  const db = t.deps.db;
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

  const content = await makeContent();
  main = content;
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
  await addOrders(content, [
    { mainCode: 'PTB1', points: 30, status: 1 },
    { mainCode: 'PTB1', points: 1000, status: 5 },
    { mainCode: 'PTD1', points: 30, status: 4 },
    { mainCode: 'PTE1', points: 10, status: 5 },
  ]);
  // Another content of the company and one of company 2: none of theirs shows.
  const other = await makeContent();
  await db
    .insert(pointsAccruals)
    .values({ ...pick(other), mainCode: 'PTA1', points: 999, lines: 1 });
  const foreign = await makeContent({ comId: 2 });
  await db
    .insert(pointsAccruals)
    .values({ ...pick(foreign), mainCode: 'PTB1', points: 999, lines: 1 });
});

const errorOf = (response: LightMyRequestResponse) => response.json<ErrorAnswer>();

async function points(
  body: { id?: number; size?: number; page?: number; desc?: boolean } = {},
  query: Record<string, string> = {},
  user = manager,
) {
  const search = new URLSearchParams(query).toString();
  const response = await t.post(
    `${pointsApi.points}${search ? `?${search}` : ''}`,
    { id: main.contentId, size: 100, page: 0, ...body },
    user,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PagedAnswer<PointsRow>>();
}
const codes = (page: PagedAnswer<PointsRow>) => page.rows.map((r) => r.mainCode);

describe('points: the tab', () => {
  it('answers a row per mainCode with any entry, rated by userPoints over the content', async () => {
    const page = await points();
    expect(page).toEqual({ rows: expectedRows, total: 5, pageCount: 1, capped: false });
  });

  it('sums the four columns over every row of the content', async () => {
    for (const body of [main.contentId, String(main.contentId), { contentId: main.contentId }]) {
      const response = await t.post(pointsApi.summary, body, manager);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<PointsSummary>()).toEqual({
        pointsAccrued: 550.75,
        pointsAdjusted: 4.5,
        pointsSpent: 60,
        userPoints: 495.25,
      });
    }
  });

  it('searches mainCode and the customer name in any letter case, keeping the content-wide rating', async () => {
    expect(await points({}, { filter: 'bravo' })).toMatchObject({
      rows: [expectedRows[0]],
      total: 1,
    });
    expect(codes(await points({}, { filter: 'pta' }))).toEqual(['PTA1']);
    expect(codes(await points({}, { filter: 'авто' }))).toEqual(['PTD1']);
    expect(codes(await points({}, { filter: 'АВТО' }))).toEqual(['PTD1']);
    expect(codes(await points({}, { filter: '  charlie one ' }))).toEqual(['PTCX']);
    // The pattern characters are plain text.
    expect((await points({}, { filter: '%' })).total).toBe(0);
    expect((await points({}, { filter: 'PT_1' })).total).toBe(0);
    // Another company's customer named for the same mainCode is not searched.
    expect((await points({}, { filter: 'foreign' })).total).toBe(0);
  });

  it('sorts by each column, both ways, ties broken by mainCode', async () => {
    const field: Record<(typeof pointsOrderBy)[number], keyof PointsRow> = {
      rating: 'rating',
      mainCode: 'mainCode',
      custName: 'custName',
      pointsAccrued: 'pointsAccrued',
      pointsAdjusted: 'pointsAdjusted',
      pointsSpent: 'pointsSpent',
      userPoints: 'userPoints',
      respCenter: 'respCenter',
      salespersonName: 'salespersonName',
    };
    for (const orderBy of pointsOrderBy) {
      for (const desc of [false, true]) {
        const key = field[orderBy];
        const expected = [...expectedRows]
          .sort((a, b) => {
            const [x, y] = [a[key], b[key]];
            const byKey = x < y ? -1 : x > y ? 1 : 0;
            return byKey || (a.mainCode < b.mainCode ? -1 : 1);
          })
          .map((r) => r.mainCode);
        if (desc) expected.reverse();
        expect(codes(await points({ desc }, { orderBy })), `${orderBy} ${desc}`).toEqual(expected);
      }
    }
    // Any letter case; an unknown column falls back to the rating.
    expect(codes(await points({}, { orderBy: 'USERPOINTS' }))).toEqual([
      'PTE1',
      'PTCX',
      'PTA1',
      'PTB1',
      'PTD1',
    ]);
    expect(codes(await points({}, { orderBy: 'nonsense' }))).toEqual(
      expectedRows.map((r) => r.mainCode),
    );
  });

  it('pages, and caps All at the configured rows', async () => {
    const first = await points({ size: 2, page: 0 });
    expect(first).toMatchObject({ total: 5, pageCount: 3, capped: false });
    expect(codes(first)).toEqual(['PTB1', 'PTD1']);
    expect(codes(await points({ size: 2, page: 1 }))).toEqual(['PTA1', 'PTCX']);
    expect(codes(await points({ size: 2, page: 2 }))).toEqual(['PTE1']);
    expect(await points({ size: 2, page: 9 })).toEqual({
      rows: [],
      total: 5,
      pageCount: 3,
      capped: false,
    });
    expect(await points({ size: 2, page: 9 }, { filter: 'delta' })).toMatchObject({ total: 1 });
    expect(await points({ size: 0 })).toMatchObject({ total: 5, pageCount: 1, capped: false });
    const crowded = await makeContent();
    await t.deps.db.insert(pointsAccruals).values(
      Array.from({ length: cap + 1 }, (_, i) => ({
        ...pick(crowded),
        mainCode: `PTK${i}`,
        points: i,
        lines: 1,
      })),
    );
    const all = await points({ id: crowded.contentId, size: 0 });
    expect(all).toMatchObject({ total: cap + 1, pageCount: 1, capped: true });
    expect(codes(all)).toEqual(['PTK5', 'PTK4', 'PTK3', 'PTK2', 'PTK1']);
    expect(await points({ id: crowded.contentId, size: 0 }, { filter: 'ptk' })).toMatchObject({
      capped: true,
    });
    expect(await points({ id: crowded.contentId, size: 0 }, { filter: 'k3' })).toMatchObject({
      rows: [{ mainCode: 'PTK3', rating: 3 }],
      total: 1,
      capped: false,
    });
  });

  it('answers no rows for a content without entries, and 404 for another company or none', async () => {
    const empty = await makeContent({ contentType: 1 });
    expect(await points({ id: empty.contentId })).toEqual({
      rows: [],
      total: 0,
      pageCount: 0,
      capped: false,
    });
    const summary = await t.post(pointsApi.summary, empty.contentId, manager);
    expect(summary.json()).toEqual({
      pointsAccrued: 0,
      pointsAdjusted: 0,
      pointsSpent: 0,
      userPoints: 0,
    });
    for (const id of [main.contentId, 999_999]) {
      const page = await t.post(pointsApi.points, { id, size: 25, page: 0 }, otherManager);
      expect(page.statusCode).toBe(404);
      expect(errorOf(page).message).toBe(englishT('contentNotFound'));
      expect((await t.post(pointsApi.summary, id, otherManager)).statusCode).toBe(404);
    }
  });

  it('refuses a bad body with 400', async () => {
    for (const body of [{ id: 'x', size: 25, page: 0 }, { id: main.contentId }, { size: 25 }]) {
      expect((await t.post(pointsApi.points, body, manager)).statusCode).toBe(400);
    }
    expect((await t.post(pointsApi.summary, 'abc', manager)).statusCode).toBe(400);
  });
});

const adjustmentCount = async () =>
  (await t.deps.db.select({ total: count() }).from(pointsAdjustments))[0]?.total ?? 0;

async function adjust(body: object, user = manager) {
  const response = await t.post(pointsApi.adjust, body, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PointsAdjustment>();
}

describe('points: adjustments', () => {
  it('adds an entry that keeps who and when, audited, and counts it in the row', async () => {
    const content = await makeContent({ contentType: 6 });
    const before = Date.now();
    const entry = await adjust({
      contentId: content.contentId,
      mainCode: ' PTF1 ',
      amount: 12.34,
      description: '  Goodwill  ',
    });
    expect(entry).toMatchObject({
      contentId: content.contentId,
      mainCode: 'PTF1',
      amount: 12.34,
      description: 'Goodwill',
      createdBy: manager.login,
      reversesId: null,
      reversedById: null,
    });
    expect(Date.parse(entry.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    const audit = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'pointsAdjustment'), eq(auditLog.entityId, String(entry.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', actorLogin: manager.login, comId: 1 });
    expect((await points({ id: content.contentId })).rows).toEqual([
      row(1, 'PTF1', 'Foxtrot Without Entries', 0, 12.34, 0, 12.34, '', ''),
    ]);
    const negative = await adjust({
      contentId: content.contentId,
      mainCode: 'PTF1',
      amount: -20,
      description: 'Correction',
    });
    expect(negative.amount).toBe(-20);
    expect((await points({ id: content.contentId })).rows[0]?.userPoints).toBe(-7.66);
  });

  it('refuses a bad adjustment with a clear 4xx and stores nothing', async () => {
    const content = await makeContent();
    const valid = { contentId: content.contentId, mainCode: 'PTA1', amount: 5, description: 'Why' };
    const stored = await adjustmentCount();
    const refusals: [object, number, string?][] = [
      [{ ...valid, amount: 0 }, 400],
      [{ ...valid, amount: '5' }, 400],
      [{ ...valid, amount: 'abc' }, 400],
      [{ ...valid, amount: null }, 400],
      [{ ...valid, amount: 1.234 }, 400],
      [{ ...valid, amount: pointsLimits.amountMax + 1 }, 400],
      [{ ...valid, description: undefined }, 400],
      [{ ...valid, description: '   ' }, 400],
      [{ ...valid, description: 'x'.repeat(pointsLimits.descriptionMax + 1) }, 400],
      [{ ...valid, mainCode: '' }, 400],
      [
        { ...valid, mainCode: 'NOSUCH' },
        400,
        englishT('pointsMainCodeUnknown', { mainCode: 'NOSUCH' }),
      ],
      [
        { ...valid, contentId: (await makeContent({ contentType: 1 })).contentId },
        400,
        englishT('pointsContentWithoutPoints'),
      ],
      [{ ...valid, contentId: (await makeContent({ contentType: 4 })).contentId }, 400],
      [
        { ...valid, contentId: (await makeContent({ comId: 2 })).contentId },
        404,
        englishT('contentNotFound'),
      ],
      [{ ...valid, contentId: 999_999 }, 404],
    ];
    for (const [body, status, message] of refusals) {
      const response = await t.post(pointsApi.adjust, body, manager);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      if (message) expect(errorOf(response).message).toBe(message);
    }
    const zero = await t.post(pointsApi.adjust, { ...valid, amount: 0 }, manager);
    expect(errorOf(zero).errors?.amount).toEqual([englishT('pointsAmountZero')]);
    // Company 2 has a customer PTB1 but not PTA1: the mainCode is looked up in the caller's company.
    const foreign = await makeContent({ comId: 2 });
    const other = await t.post(
      pointsApi.adjust,
      { ...valid, contentId: foreign.contentId },
      otherManager,
    );
    expect(other.statusCode).toBe(400);
    expect(await adjustmentCount()).toBe(stored);
    expect(
      (await adjust({ ...valid, contentId: foreign.contentId, mainCode: 'PTB1' }, otherManager))
        .mainCode,
    ).toBe('PTB1');
  });

  it('refuses an amount that is 0 once stored with 2 decimals, as 0 (issue 31)', async () => {
    const content = await makeContent();
    const valid = { contentId: content.contentId, mainCode: 'PTA1', amount: 5, description: 'Why' };
    const stored = await adjustmentCount();
    for (const amount of [1e-21, -1e-21, 5e-324, -5e-324, 1e-300]) {
      const response = await t.post(pointsApi.adjust, { ...valid, amount }, manager);
      expect(response.statusCode, `${amount}: ${response.body}`).toBe(400);
      expect(errorOf(response).errors?.amount).toEqual([englishT('pointsAmountZero')]);
    }
    expect(await adjustmentCount()).toBe(stored);
    // An amount a float cannot hold exactly is stored as its cents.
    expect((await adjust({ ...valid, amount: 0.07 })).amount).toBe(0.07);
    expect((await adjust({ ...valid, amount: -1.1 })).amount).toBe(-1.1);
  });

  it('reverses an entry once, never a reversing entry, and only of the caller', async () => {
    const content = await makeContent();
    const entry = await adjust({
      contentId: content.contentId,
      mainCode: 'PTB1',
      amount: 40.5,
      description: 'Campaign bonus',
    });
    const response = await t.post(
      pointsApi.reverse,
      { id: entry.id, description: 'Given twice' },
      manager,
    );
    expect(response.statusCode, response.body).toBe(200);
    const reversal = response.json<PointsAdjustment>();
    expect(reversal).toMatchObject({
      contentId: content.contentId,
      mainCode: 'PTB1',
      amount: -40.5,
      description: 'Given twice',
      createdBy: manager.login,
      reversesId: entry.id,
      reversedById: null,
    });
    const stored = await adjustmentCount();
    const again = await t.post(pointsApi.reverse, { id: entry.id, description: 'Again' }, manager);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(englishT('pointsAdjustmentAlreadyReversed'));
    const ofReversal = await t.post(
      pointsApi.reverse,
      { id: reversal.id, description: 'Undo the undo' },
      manager,
    );
    expect(ofReversal.statusCode).toBe(409);
    expect(errorOf(ofReversal).message).toBe(englishT('pointsAdjustmentIsReversal'));
    const foreign = await t.post(
      pointsApi.reverse,
      { id: entry.id, description: 'x' },
      otherManager,
    );
    expect(foreign.statusCode).toBe(404);
    expect(
      (await t.post(pointsApi.reverse, { id: 999_999, description: 'x' }, manager)).statusCode,
    ).toBe(404);
    for (const body of [
      { id: entry.id },
      { id: entry.id, description: ' ' },
      { id: 0, description: 'x' },
    ])
      expect((await t.post(pointsApi.reverse, body, manager)).statusCode).toBe(400);
    expect(await adjustmentCount()).toBe(stored);
    expect((await points({ id: content.contentId })).rows).toEqual([
      row(1, 'PTB1', 'Bravo Service', 0, 0, 0, 0, 'LVIV', 'Ivan'),
    ]);
  });

  it('lets one of two reversals at once through', async () => {
    const content = await makeContent();
    const entry = await adjust({
      contentId: content.contentId,
      mainCode: 'PTB1',
      amount: 3,
      description: 'Twice',
    });
    const answers = await Promise.all(
      [1, 2].map(() => t.post(pointsApi.reverse, { id: entry.id, description: 'x' }, manager)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('points: the ledger', () => {
  async function ledger(contentId: number, mainCode: string, user = manager) {
    const response = await t.post(pointsApi.ledger, { contentId, mainCode }, user);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PointsLedger>();
  }

  it('answers the row, the adjustments newest first with their reversal, and the orders', async () => {
    const delta = await ledger(main.contentId, 'PTD1');
    expect(delta.row).toEqual(expectedRows[1]);
    expect(delta.adjustments).toEqual([]);
    expect(delta.spending).toHaveLength(1);
    expect(delta.spending[0]?.orderId).toBeGreaterThan(0);
    expect(delta.spending[0]?.postingDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(delta.spending).toMatchObject([
      {
        custNo: 'PTD1',
        itemNo: 'MUG',
        quantity: 1,
        points: 30,
        giftEntryStatus: 4,
      },
    ]);
    const bravo = await ledger(main.contentId, 'PTB1');
    expect(bravo.row).toEqual(expectedRows[0]);
    expect(bravo.spending.map((order) => [order.points, order.giftEntryStatus])).toEqual([
      [1000, 5],
      [30, 1],
    ]);
    expect(bravo).toMatchObject({ accruals: [], accrualLines: 0 });
    const alpha = await ledger(main.contentId, 'PTA1');
    expect(alpha.row).toEqual(expectedRows[2]);
    expect(alpha.adjustments.map((entry) => entry.amount)).toEqual([-5.5, 10]);

    const content = await makeContent();
    const first = await adjust({
      contentId: content.contentId,
      mainCode: 'PTD1',
      amount: 7,
      description: 'First',
    });
    const reversal = (
      await t.post(pointsApi.reverse, { id: first.id, description: 'Undo' }, manager)
    ).json<PointsAdjustment>();
    const second = await adjust({
      contentId: content.contentId,
      mainCode: 'PTD1',
      amount: 2,
      description: 'Second',
    });
    const found = await ledger(content.contentId, 'PTD1');
    expect(
      found.adjustments.map((entry) => [entry.id, entry.reversesId, entry.reversedById]),
    ).toEqual([
      [second.id, null, null],
      [reversal.id, first.id, null],
      [first.id, null, reversal.id],
    ]);
    expect(found.adjustments[2]).toMatchObject({
      description: 'First',
      createdBy: manager.login,
      amount: 7,
    });
    expect(found.row).toMatchObject({ pointsAdjusted: 2, userPoints: 2, rating: 1 });
  });

  it("rates a customer of the company without entries as rank() would, and 404 for an unknown mainCode or another company's content", async () => {
    const found = await ledger(main.contentId, 'PTF1');
    expect(found.row).toEqual(row(5, 'PTF1', 'Foxtrot Without Entries', 0, 0, 0, 0, '', ''));
    expect(found).toMatchObject({ accruals: [], accrualLines: 0, adjustments: [], spending: [] });
    // PTE1 has only a canceled order: it is a row, though no customer has it.
    expect((await ledger(main.contentId, 'PTE1')).row).toEqual(expectedRows[4]);
    const unknown = await t.post(
      pointsApi.ledger,
      { contentId: main.contentId, mainCode: 'NOPE' },
      manager,
    );
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe(englishT('pointsMainCodeUnknown', { mainCode: 'NOPE' }));
    const foreign = await t.post(
      pointsApi.ledger,
      { contentId: main.contentId, mainCode: 'PTB1' },
      otherManager,
    );
    expect(foreign.statusCode).toBe(404);
    expect(
      (await t.post(pointsApi.ledger, { contentId: main.contentId }, manager)).statusCode,
    ).toBe(400);
  });

  it('lists the newest accruing sales lines of every customer of the mainCode, at most ledgerLinesMax', async () => {
    const db = t.deps.db;
    const content = await makeContent({ contentType: 6 });
    await makeItem(db, { itemNo: 'PTOIL1', brand: 'PTBRAND' });
    await makeItem(db, { itemNo: 'PTTYRE1', brand: 'OTHER' });
    await db.insert(pointsIncomeRules).values({ ...pick(content), brands: 'PTBRAND' });
    const line = (custNo: string, postingDate: string, amount: number, itemNo = 'PTOIL1') => ({
      comId: 1,
      custNo,
      itemNo,
      postingDate,
      quantity: 1,
      amount,
    });
    await db.insert(salesLines).values([
      line('PTA1', '2030-03-05', 10),
      line('PTA1B', '2030-03-07', 20.5),
      line('PTA1', '2030-03-06', 1, 'PTTYRE1'), // no rule takes the item
      line('PTA1', '2030-02-28', 100), // before the action
      line('PTB1', '2030-03-08', 5), // another mainCode
    ]);
    await recomputeAccrual(db, 1, [content.contentId]);
    const found = await ledger(content.contentId, 'PTA1');
    expect(found.row).toMatchObject({
      mainCode: 'PTA1',
      pointsAccrued: 30.5,
      userPoints: 30.5,
      rating: 1,
    });
    expect(found.accrualLines).toBe(2);
    expect(found.accruals).toEqual([
      expect.objectContaining({
        custNo: 'PTA1B',
        postingDate: '2030-03-07',
        itemNo: 'PTOIL1',
        quantity: 1,
        amount: 20.5,
        points: 20.5,
      }),
      expect.objectContaining({
        custNo: 'PTA1',
        postingDate: '2030-03-05',
        amount: 10,
        points: 10,
      }),
    ]);
    expect(found.accruals[0]?.salesLineId).toEqual(expect.any(Number));

    const many = pointsLimits.ledgerLinesMax + 5;
    await db.execute(sql`insert into ${salesLines} (com_id, cust_no, item_no, posting_date, quantity, amount)
      select 1, 'PTB1', 'PTOIL1', date '2030-03-01' + (n % 40), 2, 1 from generate_series(1, ${many}) n`);
    await recomputeAccrual(db, 1, [content.contentId]);
    const busy = await ledger(content.contentId, 'PTB1');
    expect(busy.accrualLines).toBe(many + 1);
    expect(busy.accruals).toHaveLength(pointsLimits.ledgerLinesMax);
    expect(busy.accruals[0]?.postingDate).toBe('2030-04-09');
    const dates = busy.accruals.map((entry) => entry.postingDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(busy.row.pointsAccrued).toBe(many + 5);
  });
});

describe('points: access', () => {
  it('refuses every call to a role other than ContentManager (403), and to no one signed in (401)', async () => {
    const catalogManager = await t.makeUser({ roles: ['CatalogManager', 'NotificationManager'] });
    const stored = await adjustmentCount();
    const calls: [string, unknown][] = [
      [pointsApi.points, { id: main.contentId, size: 25, page: 0 }],
      [pointsApi.summary, main.contentId],
      [
        pointsApi.adjust,
        { contentId: main.contentId, mainCode: 'PTA1', amount: 1, description: 'x' },
      ],
      [pointsApi.reverse, { id: 1, description: 'x' }],
      [pointsApi.ledger, { contentId: main.contentId, mainCode: 'PTA1' }],
      [pointsApi.export(main.contentId), ''],
    ];
    for (const [call, body] of calls) {
      expect((await t.post(call, body, catalogManager)).statusCode, call).toBe(403);
      expect((await t.post(call, body, null)).statusCode, call).toBe(401);
    }
    expect(await adjustmentCount()).toBe(stored);
  });

  it('matches the paths in any letter case', async () => {
    const response = await t.post('/API/CONTENT/summarypoints', main.contentId, manager);
    expect(response.statusCode).toBe(200);
  });
});
