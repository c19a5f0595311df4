import { and, asc, eq, like } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/database.js';
import { items } from './items.schema.js';

/**
 * What other features read of the item master, which stays this feature's:
 * a subquery to join and a search, so no other feature names the table.
 */

/**
 * One company's item texts by item number, as a subquery to join (vehicles'
 * item lists and export); a left join gives null texts for a number the
 * company's master does not hold.
 */
export function itemTexts(comId: number) {
  return new QueryBuilder()
    .select({
      itemNo: items.itemNo,
      description: items.description,
      brand: items.brand,
      groupCode: items.groupCode,
      subGroupCode: items.subGroupCode,
    })
    .from(items)
    .where(eq(items.comId, comId))
    .as('item_texts');
}
export type ItemTexts = ReturnType<typeof itemTexts>;

/** The company's items whose number is `like` the pattern, in number order (C§5's SearchItems). */
export async function itemsByNumberPattern(
  db: Executor,
  comId: number,
  pattern: string,
  limit: number,
) {
  return db
    .select({ itemNo: items.itemNo, description: items.description })
    .from(items)
    .where(and(eq(items.comId, comId), like(items.itemNo, pattern)))
    .orderBy(asc(items.itemNo))
    .limit(limit);
}
