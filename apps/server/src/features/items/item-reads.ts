import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/database.js';
import { items } from './items.schema.js';

/** Of these item numbers, those of the company's item master. */
export async function knownItemNos(
  db: Executor,
  comId: number,
  itemNos: readonly string[],
): Promise<Set<string>> {
  if (itemNos.length === 0) return new Set();
  const rows = await db
    .select({ itemNo: items.itemNo })
    .from(items)
    .where(and(eq(items.comId, comId), inArray(items.itemNo, [...itemNos])));
  return new Set(rows.map((row) => row.itemNo));
}

/** For set-based statements: whether the company's item master holds the number `itemNo` stands for. */
export const itemNumberExists = (comId: number, itemNo: SQL): SQL =>
  sql`exists (select 1 from ${items} i where i.com_id = ${comId} and i.item_no = ${itemNo})`;

/**
 * One company's item master as a subquery named `alias`, for set-based
 * statements of other features (demo data, a gift item's master item): the
 * number, description, whether active, and the brand, group and subgroup codes. PostgreSQL flattens it into the statement,
 * so the items' indexes serve it as they serve the table.
 */
export const companyItems = <TAlias extends string>(comId: number, alias: TAlias) =>
  new QueryBuilder()
    .select({
      itemNo: items.itemNo,
      description: items.description,
      active: items.active,
      brand: items.brand,
      groupCode: items.groupCode,
      subGroupCode: items.subGroupCode,
    })
    .from(items)
    .where(eq(items.comId, comId))
    .as(alias);
