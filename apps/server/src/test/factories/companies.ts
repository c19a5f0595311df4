import { companies } from '../../platform/db/platform.schema.js';
import type { Executor } from '../../platform/db/database.js';
import { nextSequence } from './sequence.js';
import { insertRow } from '../../platform/db/insert-row.js';

/** A company of its own (ids from 1001; createTestApp makes companies 1 and 2). */
export async function makeCompany(
  db: Executor,
  values: Partial<typeof companies.$inferInsert> = {},
): Promise<typeof companies.$inferSelect> {
  const comId = values.comId ?? 1000 + nextSequence();
  return insertRow(db, companies, { comId, name: `Company ${comId}`, ...values });
}
