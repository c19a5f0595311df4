import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { auditLog } from '../../platform/db/platform.schema.js';

/** The audit rows of one record (`entity` and its id), oldest first. */
export const auditRowsOf = (db: Executor, entity: string, entityId: string | number) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(asc(auditLog.id));
