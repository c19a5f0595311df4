import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  contentApi,
  contentTermFields,
  pointsApi,
  type Article,
  type ContentTerm,
  type PointsIncomeRule,
} from '@bo/contract';
import { contents } from '../../features/content/article/content.schema.js';
import { salesLines } from '../../features/content/points/points.schema.js';
import { customers, items } from '../../schema.js';
import type { TestApp, TestUser } from '../test-app.js';
import { createContent } from './content.js';
import { storedAccrual } from './points.js';

/**
 * The accrual's hand-made case (DESIGN §9 Points): fixture customers, items
 * and sales lines, and the expectation computed in plain TypeScript from the
 * same fixtures and the action's terms, rules, dates and income stop.
 */

export type Customer = typeof customers.$inferInsert & { custNo: string; mainCode: string };
export type Item = { itemNo: string; brand: string; groupCode: string; subGroupCode: string };
export interface Line {
  comId: number;
  postingDate: string;
  custNo: string;
  itemNo: string;
  amount: number;
}

export const dayAgo = () => new Date(Date.now() - 86_400_000);

export const fixtureCustomers: Customer[] = [
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
export const fixtureItems: Item[] = [
  { itemNo: 'PX1', brand: 'BOSCH', groupCode: 'G1', subGroupCode: 'S1' },
  { itemNo: 'PX2', brand: 'BOSCH', groupCode: 'G1', subGroupCode: 'S2' },
  { itemNo: 'PX3', brand: 'BOSCH', groupCode: 'G2', subGroupCode: 'S1' },
  { itemNo: 'PX4', brand: 'MAHLE', groupCode: 'G1', subGroupCode: 'S1' },
  { itemNo: 'PX5', brand: 'MANN', groupCode: 'G3', subGroupCode: 'S9' },
];
export const fixtureLines: Line[] = [
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

export interface ActionState {
  dateFrom: string;
  dateTo: string;
  incomeStop: boolean;
  incomeStoppedAt: Date | null;
  terms: ContentTerm[];
  rules: PointsIncomeRule[];
}
export type StoredLine = Line & { importedAt: Date };

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
export function expectedAccrual(state: ActionState, lines: readonly StoredLine[]) {
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

/** The accrual checks of a test file, made as `manager()` on the app `app()` gives. */
export function accrualCalls(app: () => TestApp, manager: () => TestUser) {
  async function post<T>(url: string, body: unknown): Promise<T> {
    const response = await app().post(url, body, manager());
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  }

  /** The action's state as the API answers it, and its income stop's moment from the table. */
  async function actionState(contentId: number): Promise<ActionState> {
    const article = await post<Article>(contentApi.get, contentId);
    const [row] = await app()
      .deps.db.select({ incomeStoppedAt: contents.incomeStoppedAt })
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
    const rows = await app().deps.db.select().from(salesLines);
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
    expect(await storedAccrual(app().deps.db, 1, contentId)).toEqual(expected);
    return expected;
  }
  return { post, actionState, storedLines, expectAccrualAsComputed };
}

/**
 * The fixtures in the tables, and an action with four terms and four rules:
 * answers the action's id and its terms' and rules' ids by name.
 */
export async function seedAccrualFixture(t: TestApp, manager: TestUser) {
  const { post } = accrualCalls(
    () => t,
    () => manager,
  );
  const terms: Record<string, number> = {};
  const rules: Record<string, number> = {};
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

  const actionId = await createContent(t, manager);
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
  return { actionId, terms, rules };
}
