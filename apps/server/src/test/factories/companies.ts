import { companies } from '../../platform/db/platform.schema.js';
import type { Executor } from '../../platform/db/database.js';
import { nextSequence } from './sequence.js';

/** A company of its own (ids from 1001; createTestApp makes companies 1 and 2). */
export async function makeCompany(
  db: Executor,
  values: Partial<typeof companies.$inferInsert> = {},
): Promise<typeof companies.$inferSelect> {
  const comId = values.comId ?? 1000 + nextSequence();
  const [row] = await db
    .insert(companies)
    .values({ comId, name: `Company ${comId}`, ...values })
    .returning();
  if (!row) throw new Error('no company row');
  return row;
}
