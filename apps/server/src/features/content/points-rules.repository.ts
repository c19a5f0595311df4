import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { companyRows } from '../../platform/db/company-rows.js';
import type { Executor } from '../../platform/db/database.js';
import { skipScan } from '../../platform/db/skip-scan.js';
import { itemGroups, items, itemSubGroups } from '../../schema.js';
import { pointsIncomeRules } from './points.schema.js';

export type PointsRuleRow = typeof pointsIncomeRules.$inferSelect;
export type NewPointsRuleRow = typeof pointsIncomeRules.$inferInsert;

const ruleRows = companyRows(pointsIncomeRules, {
  comId: pointsIncomeRules.comId,
  id: pointsIncomeRules.id,
});
/** The rule with this id in this company; another company's rule is not found. */
export const findRule = ruleRows.find;
export const insertRule = ruleRows.insert;
export const updateRule = ruleRows.update;
export const deleteRule = ruleRows.delete;

/** The action's rules by id. */
export async function rulesOf(db: Executor, comId: number, contentId: number) {
  return db
    .select()
    .from(pointsIncomeRules)
    .where(and(eq(pointsIncomeRules.comId, comId), eq(pointsIncomeRules.contentId, contentId)))
    .orderBy(asc(pointsIncomeRules.id));
}

// ---------------------------------------------------------------------------
// The rule dialog's lists: brands, then groups, then subgroups of the item master

const choicesResultSchema = z.object({
  rows: z.array(z.object({ code: z.string(), name: z.string() })),
});

interface DistinctCodes {
  column: AnyPgColumn;
  /** Fixes every column before `column` in an index that continues with it. */
  scope: SQL;
  /** What a value's items must also meet (the choices before); none: every value. */
  matching: SQL | undefined;
  /** The value's name, read with the value as `skip.v`; none: the value itself. */
  name?: SQL;
}

/**
 * The distinct non-empty values of a column among the company's items, by a
 * skip scan (one index descent per value, as the product list's filters read
 * them); a value stays when one of its items meets `matching`. Byte order.
 */
async function distinctCodes(db: Executor, { column, scope, matching, name }: DistinctCodes) {
  const result = await db.execute(sql`with recursive ${skipScan(items, column, scope)}
    select skip.v as code, ${name ?? sql`skip.v`} as name from skip
    where skip.v is not null
      ${matching ? sql`and exists (select 1 from ${items} where ${and(matching, sql`${column} = skip.v`)})` : sql``}
    order by skip.v collate "C"`);
  return choicesResultSchema.parse(result).rows;
}

/** One brand as an equality (an index walk), several as a list. */
const brandCondition = (brands: readonly string[]): SQL | undefined => {
  const [only, ...more] = brands;
  if (only === undefined) return undefined;
  return more.length === 0 ? eq(items.brand, only) : inArray(items.brand, [...brands]);
};

/** The brands that have items (`items_product_order_idx`), each its own name. */
export function ruleBrands(db: Executor, comId: number) {
  return distinctCodes(db, {
    column: items.brand,
    scope: eq(items.comId, comId),
    matching: undefined,
  });
}

/** The groups holding items of these brands (of any brand when none), with their names. */
export function ruleGroups(db: Executor, comId: number, brands: readonly string[]) {
  return distinctCodes(db, {
    column: items.groupCode,
    scope: eq(items.comId, comId),
    matching: brands.length > 0 ? and(eq(items.comId, comId), brandCondition(brands)) : undefined,
    name: sql`coalesce((select ${itemGroups.name} from ${itemGroups}
      where ${itemGroups.comId} = ${comId} and ${itemGroups.groupCode} = skip.v), '')`,
  });
}

/** The subgroups of the group holding items of these brands (of any brand when none), with their names. */
export function ruleSubGroups(
  db: Executor,
  comId: number,
  brands: readonly string[],
  groupCode: string,
) {
  const scope = sql`${items.comId} = ${comId} and ${items.groupCode} = ${groupCode}`;
  return distinctCodes(db, {
    column: items.subGroupCode,
    scope,
    matching: brands.length > 0 ? and(scope, brandCondition(brands)) : undefined,
    name: sql`coalesce((select ${itemSubGroups.name} from ${itemSubGroups}
      where ${itemSubGroups.comId} = ${comId} and ${itemSubGroups.groupCode} = ${groupCode}
        and ${itemSubGroups.subGroupCode} = skip.v), '')`,
  });
}
