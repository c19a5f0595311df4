import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { englishT, giftOrdersApi, renderText, type ErrorAnswer, type TextKey } from '@bo/contract';
import { makeContent, type NewContent } from '../../../test/factories/content.js';
import { makeCustomer } from '../../../test/factories/customers.js';
import { makeGiftItem, makeOrder } from '../../../test/factories/gift-orders.js';
import { type TestUser } from '../../../test/test-app.js';
import {
  t,
  manager,
  otherManager,
  exportSheet,
  postExport,
  openExportApp,
} from '../../../test/scenes/content-export.js';
import type { OrderRowData } from './gift-orders.repository.js';
import { GiftOrdersService } from './gift-orders.service.js';
import type { giftOrders } from './gift-orders.schema.js';

openExportApp();

let action: number;
let other: number;
let news: number;
let foreign: number;
/** Company 1's orders: e1..e4 in `action` (e2, e3 at the same instant), e5 in `other`; f1 company 2's. */
const e = {} as Record<'e1' | 'e2' | 'e3' | 'e4' | 'e5' | 'f1', number>;

const headerKeys: TextKey[] = [
  'giftOrderColumnContentId',
  'giftOrderColumnParentId',
  'giftOrderColumnTitle',
  'giftOrderColumnOrderId',
  'giftOrderColumnCustNo',
  'giftOrderColumnLogin',
  'giftOrderColumnCustName',
  'giftOrderColumnMainCode',
  'giftOrderColumnItemNo',
  'giftOrderColumnItemName',
  'giftOrderColumnQuantity',
  'giftOrderColumnRespCenter',
  'giftOrderColumnLocationCode',
  'giftOrderColumnLoyaltyCode',
  'giftOrderColumnSalespersonName',
  'giftOrderColumnStatus',
  'giftOrderColumnPostingDate',
  'giftOrderColumnContactPerson',
  'giftOrderColumnContactPhone',
];

const makeAction = async (values: Partial<NewContent> & { alias: string }) =>
  (
    await makeContent(t.deps.db, {
      isGift: true,
      title: 'Export gifts',
      description: 'Gifts',
      dateFrom: '2030-01-01',
      dateTo: '2030-12-31',
      orderFrom: '2030-01-01',
      orderTo: '2030-12-31',
      ...values,
    })
  ).contentId;

const makeItem = (comId: number, contentId: number, itemNo: string) =>
  makeGiftItem(t.deps.db, { comId, contentId }, itemNo, { description: itemNo });

beforeAll(async () => {
  const db = t.deps.db;
  await makeCustomer(db, {
    custNo: 'EXA1',
    mainCode: 'EXA1',
    name: 'Alpha Motors',
    respCenter: 'KYIV',
    locationCode: 'L-KYIV',
    loyaltyCode: 'GOLD',
    salespersonName: 'Olena',
  });
  await makeCustomer(db, { custNo: 'EXB1', mainCode: 'EXB1', name: 'Bravo Service' });
  action = await makeAction({ alias: 'export-gifts', title: 'Зимові подарунки' });
  other = await makeAction({
    alias: 'other-gifts',
    title: 'Other gifts',
    parentContentId: action,
  });
  news = await makeAction({ alias: 'export-news', contentType: 2, isGift: false });
  foreign = await makeAction({ alias: 'foreign-gifts', comId: 2 });
  const mug = await makeItem(1, action, 'MUG');
  const cap = await makeItem(1, other, 'CAP');
  const foreignMug = await makeItem(2, foreign, 'MUG');
  const insert = (
    item: typeof mug,
    custNo: string,
    status: number,
    postingDate: string,
    more: Partial<typeof giftOrders.$inferInsert> = {},
  ) => {
    return makeOrder(
      db,
      item,
      { custNo, quantity: 2, points: 20, status, date: postingDate },
      { login: custNo.toLowerCase(), itemName: `${item.itemNo} name`, ...more },
    );
  };
  e.e1 = await insert(mug, 'EXA1', 1, '2030-03-01T08:30:00Z', { contactPerson: 'Petro Kontakt' });
  // Two orders of one instant: the keyset goes on by id.
  e.e2 = await insert(mug, 'EXB1', 5, '2030-03-02T09:00:00.000001Z');
  e.e3 = await insert(mug, 'EXA1', 2, '2030-03-02T09:00:00.000001Z');
  e.e4 = await insert(mug, 'EXB1', 1, '2030-03-02T09:00:00.000002Z');
  e.e5 = await insert(cap, 'EXA1', 1, '2030-03-03T10:00:00Z', { quantity: 7 });
  e.f1 = await insert(foreignMug, 'EXA1', 1, '2030-03-04T10:00:00Z');
});

interface ExportOptions {
  user?: TestUser | null;
  id?: number;
  status?: number;
  language?: string;
}
function exportOf(
  body: unknown,
  { user = manager, id = action, status = 0, language = 'en' }: ExportOptions = {},
) {
  return postExport(giftOrdersApi.export(id, status), body, user, language);
}

/** The first sheet's cells, a row per line, empty cells as null. */
const sheetOf = (response: LightMyRequestResponse) => exportSheet(response, headerKeys.length);
/** The Order Id column of the rows (the header left out). */
const orderIds = async (response: LightMyRequestResponse) =>
  (await sheetOf(response)).lines.slice(1).map((line) => line[3]);

describe('gift orders: the export', () => {
  it('writes the prizes list columns of the selected orders, newest first (ties by id)', async () => {
    const response = await exportOf([e.e1, e.e3, e.e2, e.e4]);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain(`Orders-${action}.xlsx`);
    const { sheet, lines } = await sheetOf(response);
    expect(sheet.name).toBe('Orders');
    expect(lines[0]).toEqual(headerKeys.map((key) => englishT(key)));
    expect(lines.slice(1).map((line) => line[3])).toEqual([e.e4, e.e3, e.e2, e.e1]);
    expect(lines.at(-1)).toEqual([
      action,
      0,
      'Зимові подарунки',
      e.e1,
      'EXA1',
      'exa1',
      'Alpha Motors',
      'EXA1',
      'MUG',
      'MUG name',
      2,
      'KYIV',
      'L-KYIV',
      'GOLD',
      'Olena',
      'Created',
      new Date('2030-03-01T08:30:00Z'),
      'Petro Kontakt',
      '+380501112233',
    ]);
    // No customer columns but the name for EXB1; the status by its name.
    expect(lines[3]?.slice(5, 17)).toEqual([
      'exb1',
      'Bravo Service',
      'EXB1',
      'MUG',
      'MUG name',
      2,
      null,
      null,
      null,
      null,
      'Canceled',
      new Date('2030-03-02T09:00:00.000Z'),
    ]);
    expect(sheet.getRow(2).getCell(17).numFmt).toBe('dd/mm/yyyy hh:mm');
  });

  it('leaves out ids of another company, of another content or status, and unknown ones', async () => {
    expect(await orderIds(await exportOf([e.e1, e.f1, 999_999]))).toEqual([e.e1]);
    // Within the path's content and status.
    expect(await orderIds(await exportOf([e.e1, e.e5]))).toEqual([e.e1]);
    expect(await orderIds(await exportOf([e.e1, e.e2, e.e3], { status: 1 }))).toEqual([e.e1]);
    // Every action (0): any content of the company.
    const all = await exportOf([e.e5, e.e1, e.f1], { id: 0 });
    expect(all.headers['content-disposition']).toContain('Orders.xlsx');
    const { lines } = await sheetOf(all);
    expect(lines.slice(1).map((line) => line.slice(0, 4))).toEqual([
      [other, action, 'Other gifts', e.e5],
      [action, 0, 'Зимові подарунки', e.e1],
    ]);
    expect(await orderIds(await exportOf([e.f1], { user: otherManager, id: 0 }))).toEqual([e.f1]);
    expect(await orderIds(await exportOf([e.e1], { user: otherManager, id: 0 }))).toEqual([]);
    expect(await orderIds(await exportOf([]))).toEqual([]);
  });

  it('exports every order the search and status select when no ids are sent', async () => {
    expect(await orderIds(await exportOf(''))).toEqual([e.e4, e.e3, e.e2, e.e1]);
    expect(await orderIds(await exportOf(null))).toEqual([e.e4, e.e3, e.e2, e.e1]);
    expect(await orderIds(await exportOf('kontakt'))).toEqual([e.e1]);
    expect(await orderIds(await exportOf({ filter: ' alpha ' }))).toEqual([e.e3, e.e1]);
    expect(await orderIds(await exportOf('bravo', { status: 5 }))).toEqual([e.e2]);
    expect(await orderIds(await exportOf({ filter: 'exa1' }, { id: 0 }))).toEqual([
      e.e5,
      e.e3,
      e.e1,
    ]);
    expect(await orderIds(await exportOf('', { id: 0, status: 1 }))).toEqual([e.e5, e.e4, e.e1]);
    expect(await orderIds(await exportOf('nothing like it'))).toEqual([]);
    const foreignAll = await exportOf('', { user: otherManager, id: 0 });
    expect(await orderIds(foreignAll)).toEqual([e.f1]);
  });

  it("writes the headers and status names in the caller's language", async () => {
    const { lines } = await sheetOf(await exportOf([e.e1, e.e2], { language: 'uk' }));
    expect(lines[0]).toEqual(headerKeys.map((key) => renderText('uk', { key })));
    expect(lines.slice(1).map((line) => line[15])).toEqual([
      renderText('uk', { key: 'pointsOrderCanceled' }),
      renderText('uk', { key: 'pointsOrderCreated' }),
    ]);
  });

  it("refuses another company's content or none, a content that is no action (404), bad input (400), a wrong role (403)", async () => {
    for (const [id, user] of [
      [action, otherManager],
      [foreign, manager],
      [999_999, manager],
    ] as const) {
      const response = await exportOf([e.e1], { user, id });
      expect(response.statusCode).toBe(404);
      expect(response.json<ErrorAnswer>().message).toBe(englishT('contentNotFound'));
    }
    const notAction = await exportOf('', { id: news });
    expect(notAction.statusCode).toBe(404);
    expect(notAction.json<ErrorAnswer>().message).toBe(englishT('giftOrderNotAnAction'));
    for (const url of [
      '/api/Content/OrdersExportToExcel/abc/0',
      '/api/Content/OrdersExportToExcel/1/6',
      '/api/Content/OrdersExportToExcel/1/-1',
    ])
      expect((await t.post(url, '', manager)).statusCode, url).toBe(400);
    for (const body of [12, [0], [-1], ['x'], 'x'.repeat(201), { filter: 5 }])
      expect((await exportOf(body)).statusCode, JSON.stringify(body)).toBe(400);
    const customerUser = await t.makeUser({ roles: ['CustomerUser'], custNo: 'EXA1' });
    expect((await exportOf([e.e1], { user: customerUser })).statusCode).toBe(403);
    expect((await exportOf([e.e1], { user: null })).statusCode).toBe(401);
  });

  it('reads the rows in keyset batches without losing or repeating a row across ties', async () => {
    const service = new GiftOrdersService(t.deps.db, t.config.allRowsCap);
    const expected = [e.e4, e.e3, e.e2, e.e1];
    for (const batchSize of [1, 2, 3, 10]) {
      for (const selection of ['', expected]) {
        const read: OrderRowData[] = [];
        let batches = 0;
        for await (const batch of await service.exportBatches(1, action, 0, selection, batchSize)) {
          expect(batch.length).toBeLessThanOrEqual(batchSize);
          read.push(...batch);
          batches++;
        }
        expect(
          read.map((row) => row.id),
          `${batchSize} ${typeof selection}`,
        ).toEqual(expected);
        expect(batches).toBe(Math.ceil(expected.length / batchSize));
      }
    }
  });
});
