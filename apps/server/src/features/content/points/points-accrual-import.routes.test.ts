import { beforeAll, describe, expect, it } from 'vitest';
import { contentApi, pointsApi, type PointsIncomeRule, type SalesImportAnswer } from '@bo/contract';
import { customers, items } from '../../../schema.js';
import { recomputeAccrual } from './points-accrual.js';
import { createContent, updateContent } from '../../../test/factories/content.js';
import { csvText, storedAccrual, uploadSales } from '../../../test/factories/points.js';
import { salesLines } from './points.schema.js';
import { t, manager, post, openAccrualApp } from '../../../test/scenes/points-accrual.js';

/**
 * The accrual (DESIGN §9 Points) of a small hand-made case, against an
 * expectation computed here in plain TypeScript from the same fixtures and
 * the action's terms, rules, dates and income stop as the API answers them.
 */

openAccrualApp();

describe('accrual: a sales import adds what its lines earn (issue 32)', () => {
  const salesHeader = ['postingDate', 'custNo', 'itemNo', 'quantity', 'amount'];
  const ids: Record<string, number> = {};

  /** The accrual a full recompute of the same data gives, rolled back: the stored rows stay. */
  async function recomputed(contentId: number) {
    let rows: Awaited<ReturnType<typeof storedAccrual>> | undefined;
    await t.deps.db
      .transaction(async (tx) => {
        await recomputeAccrual(tx, 1, [contentId]);
        rows = await storedAccrual(tx, 1, contentId);
        throw new Error('rolled back');
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error) || error.message !== 'rolled back') throw error;
      });
    if (!rows) throw new Error('no recompute');
    return rows;
  }

  /** Every action's stored accrual equals its full recompute; answers the stored rows. */
  async function expectAsRecomputed() {
    const stored: Record<string, Awaited<ReturnType<typeof storedAccrual>>> = {};
    for (const [name, contentId] of Object.entries(ids)) {
      stored[name] = await storedAccrual(t.deps.db, 1, contentId);
      expect(stored[name], name).toEqual(await recomputed(contentId));
    }
    return stored;
  }

  async function importSales(rows: (string | number)[][], name = 'sales.csv') {
    const response = await uploadSales(t, manager, csvText([salesHeader, ...rows]), name);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SalesImportAnswer>();
  }

  const dates = (dateFrom: string, dateTo: string) => ({
    dateFrom,
    dateTo,
    orderFrom: dateFrom,
    orderTo: dateTo,
  });

  beforeAll(async () => {
    await t.deps.db.insert(customers).values([
      { comId: 1, custNo: 'IC1', name: 'I1', mainCode: 'IM1', respCenter: 'KYIV' },
      { comId: 1, custNo: 'IC2', name: 'I2', mainCode: 'IM1', respCenter: 'LVIV' },
      { comId: 1, custNo: 'IC3', name: 'I3', mainCode: 'IM3', respCenter: 'KYIV', area: 'COAST' },
      { comId: 1, custNo: 'IC4', name: 'I4', mainCode: 'IC4', respCenter: 'KYIV' },
    ]);
    await t.deps.db.insert(items).values([
      { comId: 1, itemNo: 'IX1', brand: 'BOSCH', groupCode: 'G1', subGroupCode: 'S1' },
      { comId: 1, itemNo: 'IX2', brand: 'MAHLE', groupCode: 'G1', subGroupCode: 'S1' },
      { comId: 1, itemNo: 'IX3', brand: 'BOSCH', groupCode: 'G2', subGroupCode: 'S2' },
    ]);
    // January: KYIV but not COAST, BOSCH items.
    ids.january = await createContent(t, manager, {
      title: 'Січень',
      ...dates('2032-01-01', '2032-01-31'),
    });
    await post(contentApi.newTerm, { contentId: ids.january, respCenter: 'KYIV' });
    await post(contentApi.newTerm, { contentId: ids.january, area: 'COAST', exclude: true });
    await post(pointsApi.newRule, { contentId: ids.january, brands: 'BOSCH' });
    // Mid-January to mid-February: every customer, every item but IX2.
    ids.overlap = await createContent(t, manager, {
      title: 'Перетин',
      ...dates('2032-01-15', '2032-02-15'),
    });
    await post(pointsApi.newRule, { contentId: ids.overlap });
    await post(pointsApi.newRule, { contentId: ids.overlap, items: 'IX2', exclude: true });
    // The quarter, its income stopped after the first file: group G1.
    ids.stopped = await createContent(t, manager, {
      title: 'Квартал',
      ...dates('2032-01-01', '2032-03-31'),
    });
    await post(pointsApi.newRule, { contentId: ids.stopped, groups: 'G1' });
    // An offer of the same dates earns nothing.
    ids.offer = await createContent(t, manager, {
      title: 'Пропозиція',
      contentType: '4',
      isGift: 'false',
      ...dates('2032-01-01', '2032-03-31'),
    });
  });

  it('equals a full recompute after files of lines in and out of the actions, and a re-import refused', async () => {
    const january = [
      ['2031-12-31', 'IC1', 'IX1', 1, '1000.00'], // before every action
      ['2032-01-01', 'IC1', 'IX1', 1, '10.10'], // january, stopped
      ['2032-01-15', 'IC1', 'IX1', 2, '20.20'], // january, overlap, stopped
      ['2032-01-20', 'IC2', 'IX1', 1, '30.30'], // LVIV: overlap and stopped only
      ['2032-01-21', 'IC3', 'IX1', 1, '40.40'], // COAST: not january
      ['2032-01-22', 'IC4', 'IX2', 1, '50.50'], // MAHLE: stopped only
      ['2032-01-23', 'IC4', 'IX3', 3, '60.60'], // G2: january and overlap
      ['2032-01-24', 'NOBODY', 'IX1', 1, '1.00'], // refused
    ];
    expect(await importSales(january, 'january.csv')).toMatchObject({ imported: 7 });
    const first = await expectAsRecomputed();
    expect(first.january).toEqual({
      IC4: { points: '60.60', lines: 1 },
      IM1: { points: '30.30', lines: 2 },
    });
    expect(first.overlap).toEqual({
      IC4: { points: '60.60', lines: 1 },
      IM1: { points: '50.50', lines: 2 },
      IM3: { points: '40.40', lines: 1 },
    });
    expect(first.offer).toEqual({});

    await updateContent(t, manager, ids.stopped!, { incomeStop: 'true' });
    const february = [
      ['2032-01-31', 'IC1', 'IX1', 1, '1.01'], // the last day of january
      ['2032-02-01', 'IC1', 'IX1', 1, '2.02'], // overlap only
      ['2032-02-15', 'IC3', 'IX3', 1, '3.03'], // the last day of overlap
      ['2032-02-16', 'IC4', 'IX1', 1, '4.04'], // after overlap; stopped
      ['2032-02-10', 'IC4', 'IX2', 1, '5.05'], // excluded item
    ];
    expect(await importSales(february, 'february.csv')).toMatchObject({ imported: 5 });
    const second = await expectAsRecomputed();
    // The stop: the quarter keeps what was imported before it.
    expect(second.stopped).toEqual(first.stopped);
    expect(second.january?.IM1).toEqual({ points: '31.31', lines: 3 });

    // The same file again is refused whole: nothing added.
    const again = await uploadSales(t, manager, csvText([salesHeader, ...january]), 'again.csv');
    expect(again.statusCode, again.body).toBe(409);
    expect(await expectAsRecomputed()).toEqual(second);

    // A third file over every action, then the stop lifted (a recompute): the same again.
    expect(
      await importSales([
        ['2032-01-25', 'IC1', 'IX3', 1, '0.01'],
        ['2032-03-31', 'IC2', 'IX2', 1, '0.02'],
      ]),
    ).toMatchObject({ imported: 2 });
    await expectAsRecomputed();
    await updateContent(t, manager, ids.stopped!, { incomeStop: 'false' });
    expect((await expectAsRecomputed()).stopped).toMatchObject({
      IC4: { points: '59.59', lines: 3 },
    });
  });

  it('adds only the lines of the file, not the whole action again', async () => {
    // A line written outside an import (as the demo writes them) counts from the next recompute.
    await t.deps.db.insert(salesLines).values({
      comId: 1,
      postingDate: '2032-01-10',
      custNo: 'IC1',
      // BOSCH but G2: january's only (the quarter takes G1).
      itemNo: 'IX3',
      quantity: 1,
      amount: 100,
    });
    const before = await storedAccrual(t.deps.db, 1, ids.january!);
    expect(await importSales([['2032-01-11', 'IC1', 'IX1', 1, '7.00']])).toMatchObject({
      imported: 1,
    });
    expect(await storedAccrual(t.deps.db, 1, ids.january!)).toEqual({
      ...before,
      IM1: { points: (Number(before.IM1?.points) + 7).toFixed(2), lines: before.IM1!.lines + 1 },
    });
    // A rule change recomputes the action: the outside line counts then.
    const rule = await post<PointsIncomeRule>(pointsApi.newRule, {
      contentId: ids.january,
      brands: 'BOSCH',
    });
    expect((await storedAccrual(t.deps.db, 1, ids.january!)).IM1).toEqual({
      points: (Number(before.IM1?.points) + 107).toFixed(2),
      lines: before.IM1!.lines + 2,
    });
    await post(pointsApi.deleteRule, rule.id);
    await expectAsRecomputed();
  });

  it('equals a full recompute after imports, rule, term and date changes at once', async () => {
    const file = (day: string) =>
      csvText([
        salesHeader,
        [`2032-01-${day}`, 'IC1', 'IX1', 1, '1.50'],
        [`2032-01-${day}`, 'IC4', 'IX3', 1, '2.50'],
        [`2032-02-${day}`, 'IC2', 'IX1', 1, '3.50'],
      ]);
    const answers = await Promise.all([
      uploadSales(t, manager, file('12'), 'a.csv'),
      t.post(pointsApi.newRule, { contentId: ids.overlap, groups: 'G2', exclude: true }, manager),
      uploadSales(t, manager, file('13'), 'b.csv'),
      t.post(contentApi.newTerm, { contentId: ids.january, custNo: 'IC2' }, manager),
      t.postForm(
        contentApi.update,
        (() => {
          const form = new FormData();
          form.append('contentId', String(ids.overlap));
          form.append('dateFrom', '2032-01-12');
          form.append('orderFrom', '2032-01-12');
          return form;
        })(),
        manager,
      ),
      uploadSales(t, manager, file('14'), 'c.csv'),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    await expectAsRecomputed();
  });
});
