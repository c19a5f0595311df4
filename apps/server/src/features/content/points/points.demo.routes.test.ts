import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contents } from '../article/content.schema.js';
import { today } from '../../../platform/dates.js';
import { earningContents, recomputeAccrual } from './points-accrual.js';
import { seedCompanyPoints } from './points.demo.js';
import { pointsAccruals, pointsIncomeRules, salesLines } from './points.schema.js';
import { db, openContentDemoApp } from '../../../test/scenes/content-demo.js';

openContentDemoApp();

const counted = async (table: typeof pointsIncomeRules | typeof salesLines) =>
  (await db().select({ n: count() }).from(table))[0]?.n ?? 0;

const accruals = () =>
  db()
    .select()
    .from(pointsAccruals)
    .orderBy(asc(pointsAccruals.contentId), asc(pointsAccruals.mainCode));

describe('points demo data', () => {
  it('writes rules, sales lines within the actions and their accrual, once', async () => {
    await seedCompanyPoints(db(), 1, { lines: 3000 });
    const actions = await db()
      .select()
      .from(contents)
      .where(
        and(
          eq(contents.comId, 1),
          isNull(contents.parentContentId),
          sql`${contents.contentType} in (3, 6)`,
        ),
      );
    const rules = await db().select().from(pointsIncomeRules);
    for (const action of actions)
      expect(
        rules.some((rule) => rule.contentId === action.contentId && rule.active && !rule.exclude),
      ).toBe(true);
    expect(rules.some((rule) => rule.exclude && rule.subGroups !== '')).toBe(true);
    expect(rules.some((rule) => rule.items.split('|').length > 1)).toBe(true);
    expect(rules.some((rule) => !rule.active)).toBe(true);

    // Every line falls on a day of an action, up to today, for a demo customer.
    const lines = await db().select().from(salesLines);
    expect(lines).toHaveLength(3000);
    const now = today();
    for (const line of lines) {
      expect(line.custNo).toMatch(/^C1\d{5}$/);
      expect(line.postingDate <= now).toBe(true);
      expect(
        actions.some(
          (action) => action.dateFrom <= line.postingDate && line.postingDate <= action.dateTo,
        ),
      ).toBe(true);
    }
    // Stopped actions have the moment of their stop.
    const stopped = actions.filter((action) => action.incomeStop);
    expect(stopped.length).toBeGreaterThan(0);
    const [unset] = await db()
      .select({ n: count() })
      .from(contents)
      .where(and(eq(contents.incomeStop, true), isNull(contents.incomeStoppedAt)));
    expect(unset?.n).toBe(0);

    const accrued = await accruals();
    expect(accrued.length).toBeGreaterThan(0);
    expect(new Set(accrued.map((row) => row.contentId)).size).toBeGreaterThan(actions.length / 2);
    await recomputeAccrual(db(), 1, await earningContents(db(), 1));
    expect(await accruals()).toEqual(accrued);

    // Again: nothing added, the same accrual.
    const ruleCount = await counted(pointsIncomeRules);
    await seedCompanyPoints(db(), 1, { lines: 3000 });
    expect(await counted(pointsIncomeRules)).toBe(ruleCount);
    expect(await counted(salesLines)).toBe(3000);
    expect(await accruals()).toEqual(accrued);
  });

  it('leaves a company without actions as it is', async () => {
    await seedCompanyPoints(db(), 2, { lines: 3000 });
    const [lines] = await db()
      .select({ n: count() })
      .from(salesLines)
      .where(eq(salesLines.comId, 2));
    expect(lines?.n).toBe(0);
  });
});
