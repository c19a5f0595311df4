import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
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
