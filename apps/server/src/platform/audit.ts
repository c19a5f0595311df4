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
  await writeAudits(db, [entry]);
}

/** Several audit rows in one statement, for bulk changes such as an import. */
export async function writeAudits(db: Executor, entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(auditLog).values(
    entries.map((entry) => ({
      actorLogin: entry.actorLogin,
      comId: entry.comId,
      entity: entry.entity,
      entityId: String(entry.entityId),
      action: entry.action,
      before: entry.before ?? null,
      after: entry.after ?? null,
    })),
  );
}
