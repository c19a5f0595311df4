import { eq, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/database.js';
import { knownValues } from '../../platform/db/known-values.js';
import { items } from './items.schema.js';

/** Of these item numbers, those of the company's item master. */
export const knownItemNos = (db: Executor, comId: number, itemNos: readonly string[]) =>
  knownValues(db, items, { comId: items.comId, value: items.itemNo }, comId, itemNos);

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
