import { describe, expect, it } from 'vitest';
import {
  englishT,
  pointsApi,
  pointsOrderBy,
  type PointsRow,
  type PointsSummary,
} from '@bo/contract';
import { pointsAccruals } from './points.schema.js';
import { expectedPointsRows, mainCodesOf, pick } from '../../../test/factories/points.js';
import {
  t,
  manager,
  otherManager,
  main,
  cap,
  makeContent,
  errorOf,
  points,
  adjustmentCount,
  openPointsApp,
} from '../../../test/scenes/points.js';

openPointsApp();

const expectedRows = expectedPointsRows;
const codes = mainCodesOf;

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
