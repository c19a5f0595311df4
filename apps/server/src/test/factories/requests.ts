import type { Executor } from '../../platform/db/database.js';
import { requests } from '../../features/requests/requests.schema.js';
import { nextSequence } from './sequence.js';
import { insertRow } from '../../platform/db/insert-row.js';

/**
 * A registration request (type 1, status New) of company 1 unless `comId` says
 * otherwise, with a customer code and an e-mail address of its own.
 */
export async function makeRequest(
  db: Executor,
  values: Partial<typeof requests.$inferInsert> = {},
): Promise<typeof requests.$inferSelect> {
  const n = nextSequence();
  return insertRow(db, requests, {
    comId: 1,
    custNo: `R${n}`,
    type: 1,
    status: 1,
    fullName: `Person ${n}`,
    eMail: `request${n}@example.com`,
    ...values,
  });
}
