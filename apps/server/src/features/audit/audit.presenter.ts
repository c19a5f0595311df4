import type { AuditRow } from '@bo/contract';
import type { AuditLogRow } from '../../platform/audit/audit-log.repository.js';

export function presentAuditRow(row: AuditLogRow): AuditRow {
  return {
    id: row.id,
    at: row.at.toISOString(),
    login: row.actorLogin,
    comId: row.comId,
    entity: row.entity,
    entityId: row.entityId,
    action: row.action,
    before: row.before,
    after: row.after,
  };
}
