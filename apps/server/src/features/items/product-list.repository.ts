import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { countRows } from '../../platform/db/count-rows.js';
import type { Executor } from '../../platform/db/database.js';
import { sortedPage } from '../../platform/db/sorted-page.js';
import { skipScan } from '../../platform/db/skip-scan.js';
import type { PageWindow } from '../../platform/http/paging.js';
import {
  groupNameOfItem,
  groupOfItem,
  subGroupNameOfItem,
  subGroupOfItem,
} from './items.repository.js';
import { itemGroups, items, itemSubGroups } from './items.schema.js';

/**
 * The product catalogue list's filters (C§2.7), cleaned: no brand and ''
 * select everything; a subgroup comes with its group.
 */
export interface ProductFilter {
  comId: number;
  brands: readonly string[];
  groupCode: string;
  subGroupCode: string;
  analyst: string;
}

const brandCondition = (brands: readonly string[]): SQL | undefined => {
  const [only, ...more] = brands;
  if (only === undefined) return undefined;
  // One brand as an equality: PostgreSQL 15 walks the order index in order only for that.
  return more.length === 0 ? eq(items.brand, only) : inArray(items.brand, [...brands]);
};

function filterCondition(filter: ProductFilter): SQL | undefined {
  return and(
    eq(items.comId, filter.comId),
    brandCondition(filter.brands),
    filter.groupCode ? eq(items.groupCode, filter.groupCode) : undefined,
    filter.subGroupCode ? eq(items.subGroupCode, filter.subGroupCode) : undefined,
    filter.analyst ? eq(items.analyst, filter.analyst) : undefined,
  );
}

/** The list's order: the columns shown, left to right, then the item number (`items_product_order_idx`). */
const orderColumns = [
  items.brand,
  items.groupCode,
  items.subGroupCode,
  items.description,
  items.itemNo,
] as const;

export type ProductListRow = Awaited<ReturnType<typeof productRows>>[number];

/** The products of `window` in the list's order (reversed when `descending`), with the names. */
export async function productRows(
  db: Executor,
  filter: ProductFilter,
  window: PageWindow,
  descending: boolean,
) {
  const query = db
    .select({
      itemNo: items.itemNo,
      brand: items.brand,
      groupCode: items.groupCode,
      groupName: groupNameOfItem,
      subGroupCode: items.subGroupCode,
      subGroupName: subGroupNameOfItem,
      description: items.description,
    })
    .from(items)
    .leftJoin(itemGroups, groupOfItem)
    .leftJoin(itemSubGroups, subGroupOfItem)
    .where(filterCondition(filter));
  return sortedPage(query.$dynamic(), { ...window, desc: descending }, orderColumns);
}

export async function countProducts(db: Executor, filter: ProductFilter): Promise<number> {
  return countRows(db, items, filterCondition(filter));
}

/** How many products each chosen brand has, in the list's order of brands (brands with none left out). */
export async function productCountsByBrand(
  db: Executor,
  filter: ProductFilter,
): Promise<{ brand: string; total: number }[]> {
  return db
    .select({ brand: items.brand, total: count() })
    .from(items)
    .where(filterCondition(filter))
    .groupBy(items.brand)
    .orderBy(asc(items.brand));
}

// ---------------------------------------------------------------------------
// The filters' choices

const codesResultSchema = z.object({
  rows: z.array(z.object({ code: z.string(), name: z.string() })),
});

interface DistinctCodes {
  /** The column whose values are listed. */
  column: AnyPgColumn;
  /**
   * Fixes every column before `column` in an index that continues with it, so
   * that each next value is one index descent.
   */
  scope: SQL;
  /** What a value's items must also meet (the choices before); none: every value. */
  matching: SQL | undefined;
  /** The value's name, read with the value as `skip.v`; none: ''. */
  name?: SQL;
}

/**
 * The distinct non-empty values of a column among the company's items, by a
 * skip scan: a recursive query that asks the index for the next value after
 * the last one, one descent per value, instead of a DISTINCT that reads every
 * row. A value stays when one of its items meets `matching` (one more probe of
 * an index). Sorted in byte order (`COLLATE "C"`), the same on every database.
 */
async function distinctCodes(
  db: Executor,
  { column, scope, matching, name }: DistinctCodes,
): Promise<{ code: string; name: string }[]> {
  const result = await db.execute(sql`with recursive ${skipScan(items, column, scope)}
    select skip.v as code, ${name ?? sql`''`} as name from skip
    where skip.v is not null
      ${matching ? sql`and exists (select 1 from ${items} where ${and(matching, sql`${column} = skip.v`)})` : sql``}
    order by skip.v collate "C"`);
  return codesResultSchema.parse(result).rows;
}

/** The brands that have items. */
export async function productBrands(db: Executor, comId: number): Promise<string[]> {
  const rows = await distinctCodes(db, {
    column: items.brand,
    scope: eq(items.comId, comId),
    matching: undefined,
  });
  return rows.map((row) => row.code);
}

/** The groups holding items of these brands (of any brand when none), with their names. */
export async function productGroups(db: Executor, comId: number, brands: readonly string[]) {
  return distinctCodes(db, {
    column: items.groupCode,
    scope: eq(items.comId, comId),
    matching: brands.length > 0 ? and(eq(items.comId, comId), brandCondition(brands)) : undefined,
    name: sql`coalesce((select ${itemGroups.name} from ${itemGroups}
      where ${itemGroups.comId} = ${comId} and ${itemGroups.groupCode} = skip.v), '')`,
  });
}

/** The subgroups of the group holding items of these brands (of any brand when none), with their names. */
export async function productSubGroups(
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

/** The analysts of the items meeting the filters before the Analyst one. */
export async function productAnalysts(
  db: Executor,
  filter: Omit<ProductFilter, 'analyst'>,
): Promise<string[]> {
  const narrowed = filter.brands.length > 0 || filter.groupCode !== '';
  const rows = await distinctCodes(db, {
    column: items.analyst,
    scope: eq(items.comId, filter.comId),
    matching: narrowed ? filterCondition({ ...filter, analyst: '' }) : undefined,
  });
  return rows.map((row) => row.code);
}
