import type { Executor } from '../../platform/db/database.js';
import { customers } from '../../features/customers/customers.schema.js';
import { nextSequence } from './sequence.js';
import { insertRow } from '../../platform/db/insert-row.js';

/** A customer of company 1 unless `comId` says otherwise, with a code of its own (C1, C2, …). */
export async function makeCustomer(
  db: Executor,
  values: Partial<typeof customers.$inferInsert> = {},
): Promise<typeof customers.$inferSelect> {
  const n = nextSequence();
  return insertRow(db, customers, { comId: 1, custNo: `C${n}`, name: `Customer ${n}`, ...values });
}
