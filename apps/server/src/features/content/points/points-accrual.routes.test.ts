import { and, desc, eq, sum } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  contentApi,
  pointsApi,
  type ContentTerm,
  type PointsIncomeRule,
  type SalesImportAnswer,
} from '@bo/contract';
import { accrualLinesOf, recomputeAccrual } from './points-accrual.js';
import { createContent, updateContent } from '../../../test/factories/content.js';
import { csvText, storedAccrual, uploadSales } from '../../../test/factories/points.js';
import { salesLines } from './points.schema.js';
import {
  t,
  manager,
  actionId,
  terms,
  rules,
  post,
  actionState,
  expectAccrualAsComputed,
  openAccrualApp,
} from '../../../test/scenes/points-accrual.js';

/**
 * The accrual (DESIGN §9 Points) of a small hand-made case, against an
 * expectation computed here in plain TypeScript from the same fixtures and
 * the action's terms, rules, dates and income stop as the API answers them.
 */

openAccrualApp();

describe('accrual: a hand-made case', () => {
  it('accrues what the terms, rules and dates select, per mainCode, as computed here', async () => {
    await recomputeAccrual(t.deps.db, 1, [actionId]);
    const expected = await expectAccrualAsComputed(actionId);
    // The expectation itself, worked out by hand: PA1's 100.10 and 1.11, PD1's 50.05 and 12.34.
    expect(expected).toEqual({
      MA: { points: '101.21', lines: 2 },
      PD1: { points: '62.39', lines: 2 },
    });
  });

  it('lists one mainCode lines through accrualLinesOf, summing to its accrual', async () => {
    const lines = accrualLinesOf(1, actionId, 'PD1');
    const rows = await t.deps.db.select().from(lines).orderBy(desc(lines.postingDate));
    expect(rows.map((row) => [row.postingDate, row.custNo, row.itemNo, row.points])).toEqual([
      ['2030-04-01', 'PD1', 'PX5', 50.05],
      ['2030-03-11', 'PD1', 'PX1', 12.34],
    ]);
    const all = accrualLinesOf(1, actionId);
    const [total] = await t.deps.db.select({ points: sum(all.points) }).from(all);
    expect(Number(total?.points)).toBeCloseTo(101.21 + 62.39, 2);
  });

  it('follows a term changed through the API', async () => {
    // Without the COAST exclusion, PA2 (GOLD, SHOP) and PB1 (KYIV) are selected too.
    const response = await t.post(contentApi.deleteTerm, terms.coast, manager);
    expect(response.statusCode, response.body).toBe(200);
    expect(await expectAccrualAsComputed(actionId)).toMatchObject({
      MA: { points: '501.21', lines: 3 },
      MB: { points: '33.33', lines: 1 },
    });
    // The inactive term made active selects PC1.
    const [inactive] = (await post<ContentTerm[]>(contentApi.terms, actionId)).filter(
      (term) => term.id === terms.inactive,
    );
    await post(contentApi.updateTerm, { ...inactive, active: true });
    expect(await expectAccrualAsComputed(actionId)).toMatchObject({
      MC: { points: '800.00', lines: 1 },
    });
    await post(contentApi.updateTerm, { ...inactive, active: false });
    await post(contentApi.newTerm, { contentId: actionId, area: 'COAST', exclude: true });
    expect(Object.keys(await expectAccrualAsComputed(actionId))).toEqual(['MA', 'PD1']);
  });

  it('selects every customer without active terms, and nobody with only exclude terms', async () => {
    const other = await createContent(t, manager, { title: 'Без умов' });
    await post(pointsApi.newRule, { contentId: other, brands: 'BOSCH' });
    // No term: every customer of company 1, every BOSCH item in March.
    expect(await expectAccrualAsComputed(other)).toEqual({
      MA: { points: '1600.10', lines: 4 },
      MB: { points: '33.33', lines: 1 },
      MC: { points: '800.00', lines: 1 },
      PD1: { points: '12.34', lines: 1 },
    });
    const exclude = await post<ContentTerm>(contentApi.newTerm, {
      contentId: other,
      custNo: 'PA1',
      exclude: true,
    });
    expect(await expectAccrualAsComputed(other)).toEqual({});
    await post(contentApi.deleteTerm, exclude.id);
    expect(Object.keys(await expectAccrualAsComputed(other))).toHaveLength(4);
  });

  it('follows a rule changed through the API', async () => {
    // The S2 exclusion off: PA1's PX2 line of 500 counts.
    const [noS2] = (await post<PointsIncomeRule[]>(pointsApi.rules, actionId)).filter(
      (rule) => rule.id === rules.noS2,
    );
    await post(pointsApi.updateRule, { ...noS2, active: false });
    expect(await expectAccrualAsComputed(actionId)).toMatchObject({
      MA: { points: '601.21', lines: 3 },
    });
    await post(pointsApi.updateRule, { ...noS2, active: true });
    // No include rule selects nothing.
    await post(pointsApi.deleteRule, rules.boschG1);
    await post(pointsApi.deleteRule, rules.items);
    expect(await expectAccrualAsComputed(actionId)).toEqual({});
    // An include rule with every list empty selects every item (but the excluded S2).
    const all = await post<PointsIncomeRule>(pointsApi.newRule, { contentId: actionId });
    expect(await expectAccrualAsComputed(actionId)).toEqual({
      MA: { points: '1401.21', lines: 4 },
      PD1: { points: '62.39', lines: 2 },
    });
    await post(pointsApi.deleteRule, all.id);
    await post(pointsApi.newRule, { contentId: actionId, brands: 'BOSCH', groups: 'G1' });
    await post(pointsApi.newRule, { contentId: actionId, items: 'PX5' });
    expect(await expectAccrualAsComputed(actionId)).toEqual({
      MA: { points: '101.21', lines: 2 },
      PD1: { points: '62.39', lines: 2 },
    });
  });

  it('follows the dates changed through the API', async () => {
    await updateContent(t, manager, actionId, { dateTo: '2030-04-02', orderTo: '2030-04-02' });
    expect(await expectAccrualAsComputed(actionId)).toMatchObject({
      MA: { points: '401.21', lines: 3 },
    });
    await updateContent(t, manager, actionId, { dateFrom: '2030-03-02', orderFrom: '2030-03-02' });
    expect(await expectAccrualAsComputed(actionId)).toMatchObject({
      MA: { points: '301.11', lines: 2 },
    });
    await updateContent(t, manager, actionId, {
      dateFrom: '2030-03-01',
      orderFrom: '2030-03-01',
      dateTo: '2030-04-01',
      orderTo: '2030-04-01',
    });
    expect(await expectAccrualAsComputed(actionId)).toMatchObject({
      MA: { points: '101.21', lines: 2 },
    });
  });

  it('stops accruing sales imported after the income stop, and resumes when it is off', async () => {
    const before = await storedAccrual(t.deps.db, 1, actionId);
    await updateContent(t, manager, actionId, { incomeStop: 'true' });
    const state = await actionState(actionId);
    expect(state.incomeStop).toBe(true);
    expect(state.incomeStoppedAt).toBeInstanceOf(Date);
    // Lines imported before the stop still count.
    expect(await expectAccrualAsComputed(actionId)).toEqual(before);

    const file = csvText([
      ['postingDate', 'custNo', 'itemNo', 'quantity', 'amount'],
      ['2030-03-15', 'PA1', 'PX1', 1, '1000.00'],
    ]);
    const response = await uploadSales(t, manager, file);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<SalesImportAnswer>()).toMatchObject({ success: true, imported: 1 });
    // Imported after the stop: not accrued.
    expect(await expectAccrualAsComputed(actionId)).toEqual(before);

    // Saved again with the stop on, its moment stays.
    await updateContent(t, manager, actionId, { title: 'Бали за фільтри: зупинено' });
    expect((await actionState(actionId)).incomeStoppedAt).toEqual(state.incomeStoppedAt);

    await updateContent(t, manager, actionId, { incomeStop: 'false' });
    expect((await actionState(actionId)).incomeStoppedAt).toBeNull();
    expect(await expectAccrualAsComputed(actionId)).toMatchObject({
      MA: { points: '1101.21', lines: 3 },
    });
  });

  it('keeps no accrual for a content that earns no points', async () => {
    const article = await createContent(t, manager, { contentType: '1', isGift: 'false' });
    await t.post(contentApi.newTerm, { contentId: article, respCenter: 'KYIV' }, manager);
    await recomputeAccrual(t.deps.db, 1, [article]);
    expect(await storedAccrual(t.deps.db, 1, article)).toEqual({});
    // An action that becomes an offer loses its accrual.
    const offer = await createContent(t, manager, { isGift: 'false', title: 'Стане пропозицією' });
    await post(pointsApi.newRule, { contentId: offer, brands: 'BOSCH' });
    expect(Object.keys(await storedAccrual(t.deps.db, 1, offer)).length).toBeGreaterThan(0);
    await updateContent(t, manager, offer, { contentType: '4' });
    expect(await storedAccrual(t.deps.db, 1, offer)).toEqual({});
    // Company 2's line of the same customer and item is never company 1's.
    const rows = await t.deps.db
      .select()
      .from(salesLines)
      .where(and(eq(salesLines.comId, 2), eq(salesLines.custNo, 'PA1')));
    expect(rows).toHaveLength(1);
  });
});
