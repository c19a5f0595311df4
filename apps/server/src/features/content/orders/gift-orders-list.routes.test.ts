import { describe, expect, it } from 'vitest';
import {
  englishT,
  giftOrdersApi,
  type GiftOrder,
  type GiftOrdersRequest,
  type ResultsRow,
} from '@bo/contract';
import { orderIds } from '../../../test/factories/gift-orders.js';
import {
  t,
  manager,
  otherManager,
  actionA,
  actionB,
  news,
  foreignAction,
  o,
  errorOf,
  orders,
  ordersResponse,
  openGiftOrdersApp,
} from '../../../test/scenes/gift-orders.js';

openGiftOrdersApp();

const ids = orderIds;
const ofA = (...numbers: (1 | 2 | 3 | 4 | 5 | 6)[]) => numbers.map((n) => o[n]);

describe('gift orders: results', () => {
  it('answers a row per gift item by sort then itemNo: ordered quantity per status and balance', async () => {
    for (const body of [actionA.contentId, String(actionA.contentId), { id: actionA.contentId }]) {
      const response = await t.post(giftOrdersApi.results, body, manager);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<ResultsRow[]>()).toEqual([
        result('MUG', 'Mug', 10, [2, 0, 1, 4, 0], 3),
        result('PEN', 'Pen', 5, [0, 0, 0, 0, 0], 5),
        // Oversold: 3 processing and 1 created of a stock of 3, the canceled one not counted.
        result('CAP', 'Cap', 3, [1, 3, 0, 0, 1], -1),
      ]);
    }
    const b = await t.post(giftOrdersApi.results, { contentId: actionB.contentId }, manager);
    expect(b.json<ResultsRow[]>()).toEqual([result('FLAG', 'FLAG gift', 1, [1, 1, 0, 0, 0], -1)]);
    // A content without gift items has no rows.
    const none = await t.post(giftOrdersApi.results, news.contentId, manager);
    expect(none.json()).toEqual([]);
  });

  it("refuses another company's content or none (404) and a bad body (400)", async () => {
    for (const [body, user] of [
      [actionA.contentId, otherManager],
      [foreignAction.contentId, manager],
      [999_999, manager],
    ] as const) {
      const response = await t.post(giftOrdersApi.results, body, user);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).message).toBe(englishT('contentNotFound'));
    }
    expect((await t.post(giftOrdersApi.results, 'abc', manager)).statusCode).toBe(400);
    expect((await t.post(giftOrdersApi.results, { id: -1 }, manager)).statusCode).toBe(400);
  });
});

function result(
  itemNo: string,
  description: string,
  quantity: number,
  [created, processing, shipped, finished, canceled]: number[],
  balance: number,
): ResultsRow {
  return {
    itemNo,
    description,
    quantity,
    createdOrders: created ?? 0,
    processingOrders: processing ?? 0,
    shippedOrders: shipped ?? 0,
    finishedOrders: finished ?? 0,
    canceledOrders: canceled ?? 0,
    balance,
  };
}

describe('gift orders: the list', () => {
  it("answers the action's orders newest first, each with its content, customer and userPoints", async () => {
    const page = await orders();
    expect(ids(page)).toEqual(ofA(6, 5, 4, 3, 2, 1));
    expect(page).toMatchObject({ total: 6, pageCount: 1, capped: false });
    expect(page.rows.find((row) => row.id === o[3])).toEqual({
      id: o[3],
      contentId: actionA.contentId,
      parentContentId: 0,
      title: 'Winter gifts',
      comId: 1,
      custNo: 'GOB2',
      login: 'login-gob2',
      custName: 'Bravo Branch',
      mainCode: 'GOB1',
      itemNo: 'MUG',
      itemName: 'Mug',
      quantity: 1,
      respCenter: 'LVIV',
      locationCode: 'L-LVIV',
      loyaltyCode: 'SILVER',
      salespersonCode: 'SP2',
      salespersonName: 'Ivan',
      giftEntryStatus: 3,
      postingDate: '2030-03-07T10:00:00.123Z',
      contactPerson: 'Petro Kontakt',
      contactPhone: '+380501112233',
      comment: 'Sent by post',
      points: 10,
      // GOB1: 50 accrued − 10 − 40 (its canceled order of 10 not counted).
      userPoints: 0,
      costName: 'бали',
    } satisfies GiftOrder);
    const alpha = page.rows.find((row) => row.id === o[1]);
    // GOA1: 100 accrued − 20 − 30 − 10.
    expect(alpha).toMatchObject({ custName: 'Alpha Motors', userPoints: 40, loyaltyCode: 'GOLD' });
  });

  it('pages, sorts (ties by id) and answers All capped', async () => {
    const second = await orders({ size: 2, page: 1 });
    expect(ids(second)).toEqual(ofA(4, 3));
    expect(second).toMatchObject({ total: 6, pageCount: 3, capped: false });
    expect(ids(await orders({ size: 4, page: 1 }))).toEqual(ofA(2, 1));
    expect(ids(await orders({ size: 2, page: 9 }))).toEqual([]);
    expect(ids(await orders({ desc: false }))).toEqual(ofA(1, 2, 3, 4, 5, 6));
    const all = await orders({ size: 0 });
    expect(ids(all)).toEqual(ofA(6, 5, 4, 3, 2, 1));
    expect(all).toMatchObject({ total: 6, pageCount: 1, capped: false });
    const capped = await orders({ size: 0, contentId: 0 });
    expect(ids(capped)).toEqual([...ofA(6, 5, 4, 3, 2, 1), o.b]);
    expect(capped).toMatchObject({ total: 8, pageCount: 1, capped: true });
    const sorted = async (orderBy: string, desc = true) => ids(await orders({ desc }, { orderBy }));
    expect(await sorted('custNo', false)).toEqual(ofA(1, 2, 6, 4, 5, 3));
    expect(await sorted('CUSTNO')).toEqual(ofA(3, 5, 4, 6, 2, 1));
    expect(await sorted('itemNo')).toEqual(ofA(5, 3, 1, 6, 4, 2));
    expect(await sorted('giftEntryStatus', false)).toEqual(ofA(1, 6, 2, 3, 5, 4));
    expect(await sorted('id', false)).toEqual(ofA(1, 2, 3, 4, 5, 6));
    expect(await sorted('nonsense')).toEqual(ofA(6, 5, 4, 3, 2, 1));
  });

  it('filters by status, by content or every action of the company (0), and searches', async () => {
    expect(ids(await orders({ status: 1 }))).toEqual(ofA(6, 1));
    expect((await orders({ status: 1 })).total).toBe(2);
    expect(ids(await orders({ status: 5 }))).toEqual(ofA(4));
    expect(ids(await orders({ contentId: actionB.contentId }))).toEqual([o.b, o.b2]);
    const every = await orders({ contentId: 0, size: 3, page: 2 });
    expect(ids(every)).toEqual([o.b, o.b2]);
    expect(every).toMatchObject({ total: 8, pageCount: 3 });
    expect(every.rows.at(-1)).toMatchObject({ title: 'Spring gifts', userPoints: -1 });
    expect(ids(await orders({ contentId: 0, status: 2 }))).toEqual([...ofA(2), o.b2]);
    expect(ids(await orders({ contentId: 0, status: 1 }))).toEqual([...ofA(6, 1), o.b]);
    const search = async (filter: string, body: Partial<GiftOrdersRequest> = {}) => {
      const page = await orders(body, { filter });
      expect(page.total, filter).toBe(page.rows.length);
      return ids(page);
    };
    // The order's own texts: the contact person, item no, custNo, login, any letter case.
    expect(await search('kontakt')).toEqual(ofA(3));
    expect(await search(' mug ')).toEqual(ofA(5, 3, 1));
    expect(await search('gob2')).toEqual(ofA(3));
    expect(await search('LOGIN-GOA')).toEqual(ofA(6, 2, 1));
    // The customer's name.
    expect(await search('alpha MOT')).toEqual(ofA(6, 2, 1));
    expect(await search('сервіс')).toEqual(ofA(5, 4));
    expect(await search('bravo')).toEqual(ofA(5, 4, 3));
    // With the status and every action; pattern characters are plain text.
    expect(await search('alpha', { status: 1, contentId: 0 })).toEqual([...ofA(6, 1), o.b]);
    expect(await search('%')).toEqual([]);
    expect(await search('a_p')).toEqual([]);
    expect(ids(await orders({}, { filter: '   ' }))).toHaveLength(6);
  });

  it("shows another company's manager only that company's orders", async () => {
    const page = await orders({ contentId: 0 }, {}, otherManager);
    expect(ids(page)).toEqual([o.f]);
    expect(page.rows[0]).toMatchObject({ comId: 2, custName: 'Foreign Alpha' });
    const own = await orders({ contentId: foreignAction.contentId }, {}, otherManager);
    expect(ids(own)).toEqual([o.f]);
  });

  it("refuses another company's content or none (404), a content that is no action (404), bad bodies (400)", async () => {
    for (const contentId of [foreignAction.contentId, 999_999]) {
      const response = await ordersResponse({ contentId });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).message).toBe(englishT('contentNotFound'));
    }
    const notAction = await ordersResponse({ contentId: news.contentId });
    expect(notAction.statusCode).toBe(404);
    expect(errorOf(notAction).message).toBe(englishT('giftOrderNotAnAction'));
    for (const body of [{ status: 6 }, { status: -1 }, { contentId: -1 }, { size: -1 }] as const)
      expect((await ordersResponse(body as Partial<GiftOrdersRequest>)).statusCode).toBe(400);
    expect((await ordersResponse({}, { filter: 'x'.repeat(201) })).statusCode).toBe(400);
  });
});
