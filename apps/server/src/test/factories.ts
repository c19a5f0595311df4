import { companies } from '../platform/db/platform.schema.js';
import type { Executor } from '../platform/db/database.js';
import { customers } from '../features/customers/customers.schema.js';
import { requests } from '../features/requests/requests.schema.js';

/**
 * Rows for tests, each with values no other call in the file gives (a company
 * id, a customer code), so a test makes the data it reads and never meets
 * another test's. Pass only what the test is about; the rest is filled in.
 * Users: TestApp.makeUser.
 */

let sequence = 0;
const next = () => ++sequence;

/** A company of its own (ids from 1001; createTestApp makes companies 1 and 2). */
export async function makeCompany(
  db: Executor,
  values: Partial<typeof companies.$inferInsert> = {},
): Promise<typeof companies.$inferSelect> {
  const comId = values.comId ?? 1000 + next();
  const [row] = await db
    .insert(companies)
    .values({ comId, name: `Company ${comId}`, ...values })
    .returning();
  if (!row) throw new Error('no company row');
  return row;
}

/** A customer of company 1 unless `comId` says otherwise, with a code of its own (C1, C2, …). */
export async function makeCustomer(
  db: Executor,
  values: Partial<typeof customers.$inferInsert> = {},
): Promise<typeof customers.$inferSelect> {
  const n = next();
  const [row] = await db
    .insert(customers)
    .values({ comId: 1, custNo: `C${n}`, name: `Customer ${n}`, ...values })
    .returning();
  if (!row) throw new Error('no customer row');
  return row;
}

/**
 * A registration request (type 1, status New) of company 1 unless `comId` says
 * otherwise, with a customer code and an e-mail address of its own.
 */
export async function makeRequest(
  db: Executor,
  values: Partial<typeof requests.$inferInsert> = {},
): Promise<typeof requests.$inferSelect> {
  const n = next();
  const [row] = await db
    .insert(requests)
    .values({
      comId: 1,
      custNo: `R${n}`,
      type: 1,
      status: 1,
      fullName: `Person ${n}`,
      eMail: `request${n}@example.com`,
      ...values,
    })
    .returning();
  if (!row) throw new Error('no request row');
  return row;
}

// Items (issue 10)
import { and, eq, sql } from 'drizzle-orm';
import {
  itemCriteria,
  itemFiles,
  items,
  itemTranslations,
} from '../features/items/items.schema.js';

/** An item of company 1 unless `comId` says otherwise, with a number of its own (T1X, T2X, …). */
export async function makeItem(
  db: Executor,
  values: Partial<typeof items.$inferInsert> = {},
): Promise<typeof items.$inferSelect> {
  const n = next();
  const [row] = await db
    .insert(items)
    .values({
      comId: 1,
      itemNo: `T${n}X`,
      description: `Oil filter ${n}`,
      searchDescription: `oil filter ${n}`,
      brand: 'MAHLE',
      ...values,
    })
    .returning();
  if (!row) throw new Error('no item row');
  return row;
}

/**
 * A file of an item: a supplier picture (not manual) unless told otherwise,
 * served from the supplier folder, named after the item and a number of its own.
 */
export async function makeItemFile(
  db: Executor,
  item: { comId: number; itemNo: string },
  values: Partial<typeof itemFiles.$inferInsert> = {},
): Promise<typeof itemFiles.$inferSelect> {
  const n = next();
  const [row] = await db
    .insert(itemFiles)
    .values({
      comId: item.comId,
      itemNo: item.itemNo,
      fileName: `supplier-${n}.jpg`,
      pathName: `items/${item.comId}/supplier`,
      fileType: 1,
      fileDescript: 2,
      sourceType: 1,
      manual: false,
      ...values,
    })
    .returning();
  if (!row) throw new Error('no item file row');
  return row;
}

/** A translation of an item, keeping the item's `translated_langs` as the service does. */
export async function makeItemTranslation(
  db: Executor,
  item: { comId: number; itemNo: string },
  lang: string,
  values: Partial<typeof itemTranslations.$inferInsert> = {},
): Promise<typeof itemTranslations.$inferSelect> {
  const [row] = await db
    .insert(itemTranslations)
    .values({
      comId: item.comId,
      itemNo: item.itemNo,
      lang,
      description: `${item.itemNo} in ${lang}`,
      ...values,
    })
    .returning();
  if (!row) throw new Error('no translation row');
  await db
    .update(items)
    .set({
      translatedLangs: sql`array(select distinct l from unnest(array_append(translated_langs, ${lang}::text)) l order by 1)`,
    })
    .where(and(eq(items.comId, item.comId), eq(items.itemNo, item.itemNo)));
  return row;
}

/** A criterion of an item. */
export async function makeItemCriterion(
  db: Executor,
  item: { comId: number; itemNo: string },
  name: string,
  value = '',
): Promise<void> {
  await db.insert(itemCriteria).values({ comId: item.comId, itemNo: item.itemNo, name, value });
}
