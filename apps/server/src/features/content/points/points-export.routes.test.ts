import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  englishT,
  pointsApi,
  renderText,
  type ErrorAnswer,
  type PointsSummary,
  type TextKey,
} from '@bo/contract';
import { makeCustomer } from '../../../test/factories/customers.js';
import { type TestUser } from '../../../test/test-app.js';
import {
  t,
  manager,
  otherManager,
  exportSheet,
  postExport,
  openExportApp,
} from '../../../test/scenes/content-export.js';
import { contents } from '../article/content.schema.js';
import type { PointsRowData } from './points.repository.js';
import { PointsService } from './points.service.js';
import { contentItems } from '../catalogue/gift-items.schema.js';
import { giftOrders } from '../orders/gift-orders.schema.js';
import { pointsAccruals, pointsAdjustments } from './points.schema.js';

openExportApp();

let contentId: number;

/** Rows of the fixture in rating order: [rating, mainCode, custName, accrued, adjusted, spent, userPoints, respCenter, salesperson]. */
const expectedRows = [
  [1, 'PXB1', 'Bravo Service', 300, 0, 25.5, 274.5, 'LVIV', 'Ivan'],
  [2, 'PXA1', 'Alpha Motors', 150.25, 10, 0, 160.25, 'KYIV', 'Olena'],
  [2, 'PXC1', 'Charlie Parts', 160.25, 0, 0, 160.25, 'ODESA', 'Petro'],
  // No customer has PXD1: its texts are empty cells.
  [4, 'PXD1', null, 0, -3.1, 0, -3.1, null, null],
];
const sums = ['Total', null, null, 610.5, 6.9, 25.5, 591.9, null, null];

beforeAll(async () => {
  const db = t.deps.db;
  await makeCustomer(db, {
    custNo: 'PXA1',
    mainCode: 'PXA1',
    name: 'Alpha Motors',
    respCenter: 'KYIV',
    salespersonName: 'Olena',
  });
  await makeCustomer(db, {
    custNo: 'PXB1',
    mainCode: 'PXB1',
    name: 'Bravo Service',
    respCenter: 'LVIV',
    salespersonName: 'Ivan',
  });
  await makeCustomer(db, {
    custNo: 'PXC1',
    mainCode: 'PXC1',
    name: 'Charlie Parts',
    respCenter: 'ODESA',
    salespersonName: 'Petro',
  });
  const [content] = await db
    .insert(contents)
    .values({
      comId: 1,
      contentType: 6,
      title: 'Bonus',
      alias: 'bonus',
      description: 'Bonus programme',
      dateFrom: '2030-01-01',
      dateTo: '2030-12-31',
      orderFrom: '2030-01-01',
      orderTo: '2030-12-31',
    })
    .returning();
  if (!content) throw new Error('no content');
  contentId = content.contentId;
  const scope = { comId: 1, contentId };
  await db.insert(pointsAccruals).values([
    { ...scope, mainCode: 'PXA1', points: 150.25, lines: 3 },
    { ...scope, mainCode: 'PXB1', points: 300, lines: 5 },
    { ...scope, mainCode: 'PXC1', points: 160.25, lines: 2 },
  ]);
  await db.insert(pointsAdjustments).values([
    { ...scope, mainCode: 'PXA1', amount: 10, description: 'Bonus', createdBy: 'x' },
    { ...scope, mainCode: 'PXD1', amount: -3.1, description: 'Fix', createdBy: 'x' },
  ]);
  const [item] = await db
    .insert(contentItems)
    .values({ ...scope, itemType: 2, itemNo: 'CAP', navItemNo: 'CAP' })
    .returning();
  if (!item) throw new Error('no item');
  const order = {
    ...scope,
    itemId: item.id,
    custNo: 'PXB1',
    mainCode: 'PXB1',
    itemNo: 'CAP',
    quantity: 1,
  };
  await db.insert(giftOrders).values([
    { ...order, points: 25.5, giftEntryStatus: 2 },
    { ...order, points: 500, giftEntryStatus: 5 },
  ]);
});

const headerKeys: TextKey[] = [
  'pointsColumnRating',
  'pointsColumnMainCode',
  'pointsColumnCustName',
  'pointsColumnAccrued',
  'pointsColumnAdjusted',
  'pointsColumnSpent',
  'pointsColumnUserPoints',
  'pointsColumnRespCenter',
  'pointsColumnSalespersonName',
];

function exportOf(body: unknown, user: TestUser | null = manager, id = contentId, language = 'en') {
  return postExport(pointsApi.export(id), body, user, language);
}

/** The first sheet's cells, a row per line, empty cells as null. */
const sheetOf = (response: LightMyRequestResponse) => exportSheet(response, 9);

describe('points: the export', () => {
  it('streams every row in rating order with the tab columns and a last sums row', async () => {
    const response = await exportOf('');
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain(`Points-${contentId}.xlsx`);
    const { sheet, lines } = await sheetOf(response);
    expect(sheet.name).toBe('Points');
    expect(lines).toEqual([headerKeys.map((key) => englishT(key)), ...expectedRows, sums]);
    expect(sheet.getRow(2).getCell(4).numFmt).toBe('#,##0.00');
  });

  it('exports what the search selects, the sums of those rows last; {filter} too', async () => {
    const bravo = await sheetOf(await exportOf('bravo'));
    expect(bravo.lines.slice(1)).toEqual([
      expectedRows[0],
      ['Total', null, null, 300, 0, 25.5, 274.5, null, null],
    ]);
    const alpha = await sheetOf(await exportOf({ filter: ' PXA ' }));
    expect(alpha.lines.slice(1).map((line) => line[1])).toEqual(['PXA1', null]);
    const noBody = await sheetOf(await t.post(pointsApi.export(contentId), undefined, manager));
    expect(noBody.lines).toHaveLength(expectedRows.length + 2);
    const none = await sheetOf(await exportOf('nothing like it'));
    expect(none.lines.slice(1)).toEqual([['Total', null, null, 0, 0, 0, 0, null, null]]);
  });

  it('totals the same rows on the screen (SummaryPoints with the search) as the file (issue 31)', async () => {
    for (const filter of ['', 'bravo', ' PXA ', 'PX', 'charlie', 'nothing like it']) {
      const query = filter ? `?${new URLSearchParams({ filter }).toString()}` : '';
      const summary = await t.post(`${pointsApi.summary}${query}`, contentId, manager);
      expect(summary.statusCode, summary.body).toBe(200);
      const sums = summary.json<PointsSummary>();
      const { lines } = await sheetOf(await exportOf(filter));
      expect(
        [sums.pointsAccrued, sums.pointsAdjusted, sums.pointsSpent, sums.userPoints],
        filter,
      ).toEqual(lines.at(-1)?.slice(3, 7));
    }
    const bravo = await t.post(`${pointsApi.summary}?filter=bravo`, contentId, manager);
    expect(bravo.json<PointsSummary>()).toEqual({
      pointsAccrued: 300,
      pointsAdjusted: 0,
      pointsSpent: 25.5,
      userPoints: 274.5,
    });
    const tooLong = await t.post(
      `${pointsApi.summary}?filter=${'x'.repeat(201)}`,
      contentId,
      manager,
    );
    expect(tooLong.statusCode).toBe(400);
  });

  it("writes the headers in the caller's language", async () => {
    const { lines } = await sheetOf(await exportOf('', manager, contentId, 'uk'));
    expect(lines[0]).toEqual(headerKeys.map((key) => renderText('uk', { key })));
    expect(lines.at(-1)?.[0]).toBe(renderText('uk', { key: 'pointsColumnTotal' }));
  });

  it("refuses another company's content or none (404), a bad id or body (400), a wrong role (403)", async () => {
    for (const [id, user] of [
      [contentId, otherManager],
      [999_999, manager],
    ] as const) {
      const response = await exportOf('', user, id);
      expect(response.statusCode).toBe(404);
      expect(response.json<ErrorAnswer>().message).toBe(englishT('contentNotFound'));
    }
    const badId = await t.post('/api/Content/PointsExportToExcel/abc', '', manager);
    expect(badId.statusCode).toBe(400);
    expect((await exportOf(12, manager)).statusCode).toBe(400);
    expect((await exportOf('x'.repeat(201), manager)).statusCode).toBe(400);
    const catalogManager = await t.makeUser({ roles: ['CatalogManager'] });
    expect((await exportOf('', catalogManager)).statusCode).toBe(403);
    expect((await exportOf('', null)).statusCode).toBe(401);
  });

  it('reads the rows in keyset batches without losing or repeating a row across ties', async () => {
    const service = new PointsService(t.deps.db, t.config.allRowsCap);
    for (const batchSize of [1, 2, 3, 10]) {
      const read: PointsRowData[] = [];
      let batches = 0;
      for await (const batch of await service.exportBatches(1, contentId, '', batchSize)) {
        expect(batch.length).toBeLessThanOrEqual(batchSize);
        read.push(...batch);
        batches++;
      }
      expect(
        read.map((row) => [row.rating, row.main_code]),
        String(batchSize),
      ).toEqual(expectedRows.map((row) => [row[0], row[1]]));
      expect(batches).toBe(Math.ceil(expectedRows.length / batchSize));
    }
    const searched: string[] = [];
    for await (const batch of await service.exportBatches(1, contentId, 'PX', 1))
      searched.push(...batch.map((row) => row.main_code));
    expect(searched).toEqual(['PXB1', 'PXA1', 'PXC1', 'PXD1']);
  });
});
