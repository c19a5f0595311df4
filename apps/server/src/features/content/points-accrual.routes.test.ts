import { and, desc, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentApi,
  contentTermFields,
  pointsApi,
  type Article,
  type ContentTerm,
  type PointsIncomeRule,
  type SalesImportAnswer,
} from '@bo/contract';
import { customers, items } from '../../schema.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import { contents } from './content.schema.js';
import { accrualLinesOf, recomputeAccrual } from './points-accrual.js';
import {
  createContent,
  csvText,
  storedAccrual,
  updateContent,
  uploadSales,
} from './points-accrual.test-support.js';
import { salesLines } from './points.schema.js';

/**
 * The accrual (DESIGN §9 Points) of a small hand-made case, against an
 * expectation computed here in plain TypeScript from the same fixtures and
 * the action's terms, rules, dates and income stop as the API answers them.
 */

let t: TestApp;
let manager: TestUser;

type Customer = typeof customers.$inferInsert & { custNo: string; mainCode: string };
type Item = { itemNo: string; brand: string; groupCode: string; subGroupCode: string };
interface Line {
  comId: number;
  postingDate: string;
  custNo: string;
  itemNo: string;
  amount: number;
}

const dayAgo = () => new Date(Date.now() - 86_400_000);

const fixtureCustomers: Customer[] = [
  // Selected by respCenter KYIV, not in the COAST area.
  { comId: 1, custNo: 'PA1', name: 'A1', mainCode: 'MA', respCenter: 'KYIV', area: 'CENTRAL' },
  // GOLD and SHOP, but in the COAST area (the exclude term).
  {
    comId: 1,
    custNo: 'PA2',
    name: 'A2',
    mainCode: 'MA',
    respCenter: 'LVIV',
    area: 'COAST',
    loyaltyCode: 'GOLD',
    segment: 'SHOP',
  },
  // KYIV, but COAST.
  { comId: 1, custNo: 'PB1', name: 'B1', mainCode: 'MB', respCenter: 'KYIV', area: 'COAST' },
  // GOLD but not SHOP; only an inactive term names it.
  {
    comId: 1,
    custNo: 'PC1',
    name: 'C1',
    mainCode: 'MC',
    respCenter: 'ODESA',
    loyaltyCode: 'GOLD',
    segment: 'FLEET',
  },
  { comId: 1, custNo: 'PD1', name: 'D1', mainCode: 'PD1', respCenter: 'KYIV', area: 'CENTRAL' },
  // Company 2 has a customer and an item of the same codes.
  { comId: 2, custNo: 'PA1', name: 'A1 of 2', mainCode: 'MA', respCenter: 'KYIV' },
];
const fixtureItems: Item[] = [
  { itemNo: 'PX1', brand: 'BOSCH', groupCode: 'G1', subGroupCode: 'S1' },
  { itemNo: 'PX2', brand: 'BOSCH', groupCode: 'G1', subGroupCode: 'S2' },
  { itemNo: 'PX3', brand: 'BOSCH', groupCode: 'G2', subGroupCode: 'S1' },
  { itemNo: 'PX4', brand: 'MAHLE', groupCode: 'G1', subGroupCode: 'S1' },
  { itemNo: 'PX5', brand: 'MANN', groupCode: 'G3', subGroupCode: 'S9' },
];
const fixtureLines: Line[] = [
  { comId: 1, postingDate: '2030-03-01', custNo: 'PA1', itemNo: 'PX1', amount: 100.1 },
  { comId: 1, postingDate: '2030-04-01', custNo: 'PD1', itemNo: 'PX5', amount: 50.05 },
  { comId: 1, postingDate: '2030-02-28', custNo: 'PA1', itemNo: 'PX1', amount: 200 },
  { comId: 1, postingDate: '2030-04-02', custNo: 'PA1', itemNo: 'PX1', amount: 300 },
  { comId: 1, postingDate: '2030-03-10', custNo: 'PA2', itemNo: 'PX1', amount: 400 },
  { comId: 1, postingDate: '2030-03-10', custNo: 'PA1', itemNo: 'PX2', amount: 500 },
  { comId: 1, postingDate: '2030-03-10', custNo: 'PA1', itemNo: 'PX3', amount: 600 },
  { comId: 1, postingDate: '2030-03-10', custNo: 'PA1', itemNo: 'PX4', amount: 700 },
  { comId: 1, postingDate: '2030-03-11', custNo: 'PD1', itemNo: 'PX1', amount: 12.34 },
  { comId: 1, postingDate: '2030-03-12', custNo: 'PC1', itemNo: 'PX1', amount: 800 },
  { comId: 1, postingDate: '2030-03-12', custNo: 'PA1', itemNo: 'PX5', amount: 1.11 },
  { comId: 1, postingDate: '2030-03-20', custNo: 'PB1', itemNo: 'PX1', amount: 33.33 },
  { comId: 2, postingDate: '2030-03-15', custNo: 'PA1', itemNo: 'PX1', amount: 999 },
];

// ---------------------------------------------------------------------------
// The expectation, in plain TypeScript

interface ActionState {
  dateFrom: string;
  dateTo: string;
  incomeStop: boolean;
  incomeStoppedAt: Date | null;
  terms: ContentTerm[];
  rules: PointsIncomeRule[];
}
type StoredLine = Line & { importedAt: Date };

function termMatches(term: ContentTerm, customer: Customer): boolean {
  return contentTermFields.every((field) => {
    const value = term[field];
    return value === null || value === customer[field];
  });
}

function customerChosen(customer: Customer, terms: readonly ContentTerm[]): boolean {
  const active = terms.filter((term) => term.active);
  if (active.length === 0) return true;
  const included = active.some((term) => !term.exclude && termMatches(term, customer));
  const excluded = active.some((term) => term.exclude && termMatches(term, customer));
  return included && !excluded;
}

function ruleMatches(rule: PointsIncomeRule, item: Item): boolean {
  const holds = (list: string, separator: string, value: string) =>
    list === '' || list.split(separator).includes(value);
  return (
    holds(rule.brands, ',', item.brand) &&
    holds(rule.groups, ',', item.groupCode) &&
    holds(rule.subGroups, ',', item.subGroupCode) &&
    holds(rule.items, '|', item.itemNo)
  );
}

function itemChosen(item: Item, rules: readonly PointsIncomeRule[]): boolean {
  const active = rules.filter((rule) => rule.active);
  return (
    active.some((rule) => !rule.exclude && ruleMatches(rule, item)) &&
    !active.some((rule) => rule.exclude && ruleMatches(rule, item))
  );
}

/** Points (2 decimals) and lines per mainCode of company 1's lines, as DESIGN §9 says. */
function expectedAccrual(state: ActionState, lines: readonly StoredLine[]) {
  const cents = new Map<string, { cents: number; lines: number }>();
  for (const line of lines) {
    if (line.comId !== 1) continue;
    if (line.postingDate < state.dateFrom || line.postingDate > state.dateTo) continue;
    if (state.incomeStop && !(state.incomeStoppedAt && line.importedAt < state.incomeStoppedAt))
      continue;
    const customer = fixtureCustomers.find((c) => c.comId === 1 && c.custNo === line.custNo);
    const item = fixtureItems.find((i) => i.itemNo === line.itemNo);
    if (!customer || !item) continue;
    if (!customerChosen(customer, state.terms) || !itemChosen(item, state.rules)) continue;
    const sum = cents.get(customer.mainCode) ?? { cents: 0, lines: 0 };
    sum.cents += Math.round(line.amount * 100);
    sum.lines += 1;
    cents.set(customer.mainCode, sum);
  }
  return Object.fromEntries(
    [...cents]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([mainCode, sum]) => [
        mainCode,
        { points: (sum.cents / 100).toFixed(2), lines: sum.lines },
      ]),
  );
}

// ---------------------------------------------------------------------------

async function post<T>(url: string, body: unknown): Promise<T> {
  const response = await t.post(url, body, manager);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

/** The action's state as the API answers it, and its income stop's moment from the table. */
async function actionState(contentId: number): Promise<ActionState> {
  const article = await post<Article>(contentApi.get, contentId);
  const [row] = await t.deps.db
    .select({ incomeStoppedAt: contents.incomeStoppedAt })
    .from(contents)
    .where(eq(contents.contentId, contentId));
  return {
    dateFrom: article.dateFrom,
    dateTo: article.dateTo,
    incomeStop: article.incomeStop,
    incomeStoppedAt: row?.incomeStoppedAt ?? null,
    terms: await post<ContentTerm[]>(contentApi.terms, contentId),
    rules: await post<PointsIncomeRule[]>(pointsApi.rules, contentId),
  };
}

/** Every sales line as stored, with its import moment. */
async function storedLines(): Promise<StoredLine[]> {
  const rows = await t.deps.db.select().from(salesLines);
  return rows.map((row) => ({
    comId: row.comId,
    postingDate: row.postingDate,
    custNo: row.custNo,
    itemNo: row.itemNo,
    amount: row.amount,
    importedAt: row.importedAt,
  }));
}

/** The stored accrual equals the expectation of the action's present state. */
async function expectAccrualAsComputed(contentId: number) {
  const expected = expectedAccrual(await actionState(contentId), await storedLines());
  expect(await storedAccrual(t.deps.db, 1, contentId)).toEqual(expected);
  return expected;
}

let actionId: number;
const terms: Record<string, number> = {};
const rules: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  manager = await t.makeUser({ roles: ['ContentManager'] });
  await t.deps.db.insert(customers).values(fixtureCustomers);
  await t.deps.db
    .insert(items)
    .values([
      ...fixtureItems.map((item) => ({ ...item, comId: 1 })),
      { comId: 2, ...fixtureItems[0]! },
    ]);
  await t.deps.db
    .insert(salesLines)
    .values(fixtureLines.map((line) => ({ ...line, quantity: 1, importedAt: dayAgo() })));

  actionId = await createContent(t, manager);
  const term = async (name: string, values: Partial<ContentTerm>) => {
    terms[name] = (
      await post<ContentTerm>(contentApi.newTerm, { contentId: actionId, ...values })
    ).id;
  };
  await term('kyiv', { respCenter: 'KYIV' });
  await term('goldShop', { loyaltyCode: 'GOLD', segment: 'SHOP' });
  await term('coast', { area: 'COAST', exclude: true });
  await term('inactive', { custNo: 'PC1', active: false });
  const rule = async (name: string, values: Partial<PointsIncomeRule>) => {
    rules[name] = (
      await post<PointsIncomeRule>(pointsApi.newRule, { contentId: actionId, ...values })
    ).id;
  };
  await rule('boschG1', { brands: 'BOSCH', groups: 'G1' });
  await rule('items', { items: 'px5;' });
  await rule('noS2', { subGroups: 'S2', exclude: true });
  await rule('mahle', { brands: 'MAHLE', active: false });
});
afterAll(() => t.close());

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
