import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  englishT,
  pointsApi,
  pointsLimits,
  type PointsAdjustment,
  type PointsLedger,
} from '@bo/contract';
import { makeItem } from '../../../test/factories/items.js';
import { recomputeAccrual } from './points-accrual.js';
import { pointsIncomeRules, salesLines } from './points.schema.js';
import { expectedPointsRows, pick, row } from '../../../test/factories/points.js';
import {
  t,
  manager,
  otherManager,
  main,
  makeContent,
  errorOf,
  adjust,
  openPointsApp,
} from '../../../test/scenes/points.js';

openPointsApp();

const expectedRows = expectedPointsRows;

describe('points: the ledger', () => {
  const ledgerResponse = (contentId: number, mainCode: string, user = manager) =>
    t.post(pointsApi.ledger, { contentId, mainCode }, user);
  async function ledger(contentId: number, mainCode: string, user = manager) {
    const response = await ledgerResponse(contentId, mainCode, user);
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
    const unknown = await ledgerResponse(main.contentId, 'NOPE');
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe(englishT('pointsMainCodeUnknown', { mainCode: 'NOPE' }));
    const foreign = await ledgerResponse(main.contentId, 'PTB1', otherManager);
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
