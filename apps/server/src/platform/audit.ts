import type { Executor } from './db/database.js';
import { auditLog } from './db/platform.schema.js';

export interface AuditEntry {
  actorLogin: string;
  comId: number;
  entity: string;
  entityId: string | number;
  action: 'create' | 'update' | 'delete';
  before?: unknown;
  after?: unknown;
}

/** Writes who changed what, before and after; call it inside the change's transaction. */
export async function writeAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorLogin: entry.actorLogin,
    comId: entry.comId,
    entity: entry.entity,
    entityId: String(entry.entityId),
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
