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
