import type { TextKey } from '@bo/contract';
import type { SignedInUser } from './auth/account-store.js';
import type { Database, Executor } from './db/database.js';
import { auditLog } from './db/platform.schema.js';
import { notFound } from './http/errors.js';

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

/** The audit fields of a change that `actor` makes to a record of `entity`. */
export const auditSubject = (actor: SignedInUser, entity: string) => ({
  actorLogin: actor.login,
  comId: actor.comId,
  entity,
});

/** The audit row of a change that `actor` makes to a record of `entity`, in the change's transaction. */
export const auditChange = (
  db: Executor,
  actor: SignedInUser,
  entity: string,
  change: Pick<AuditEntry, 'entityId' | 'action' | 'before' | 'after'>,
): Promise<void> => writeAudit(db, { ...auditSubject(actor, entity), ...change });

/**
 * The audit rows of a change that `actor` makes to several records of
 * `entity` (a bulk sort, import or delete): a row per record, one statement.
 */
export async function writeEachAudit<Row>(
  db: Executor,
  actor: SignedInUser,
  entity: string,
  rows: readonly Row[],
  change: (row: Row) => Pick<AuditEntry, 'entityId' | 'action' | 'before' | 'after'>,
): Promise<void> {
  await writeAudits(
    db,
    rows.map((row) => ({ ...auditSubject(actor, entity), ...change(row) })),
  );
}

/** What the audited writes of one kind of record need to know of it. */
export interface AuditedRecord<Row> {
  entity: string;
  id: (row: Row) => string | number;
  /** The answer to a write that finds no row (the record went meanwhile). */
  notFound: TextKey;
}

/**
 * The audit row of a record just written, in the write's transaction: an
 * update of `before` when given, else a create. A write that found no row
 * answers the record's `notFound`.
 */
export async function auditWritten<Row>(
  tx: Executor,
  actor: SignedInUser,
  record: AuditedRecord<Row>,
  before: Row | undefined,
  written: Row | undefined,
): Promise<Row> {
  if (!written) throw notFound(record.notFound);
  await auditChange(tx, actor, record.entity, {
    entityId: record.id(written),
    action: before ? 'update' : 'create',
    before,
    after: written,
  });
  return written;
}

/** Saves a record with its audit row in one transaction (see `auditWritten`). */
export function saveAudited<Row>(
  db: Database,
  actor: SignedInUser,
  record: AuditedRecord<Row>,
  before: Row | undefined,
  write: (tx: Executor) => Promise<Row | undefined>,
): Promise<Row> {
  return db.transaction(async (tx) => auditWritten(tx, actor, record, before, await write(tx)));
}

/** Deletes a record with its audit row in one transaction. */
export async function deleteAudited<Row>(
  db: Database,
  actor: SignedInUser,
  record: AuditedRecord<Row>,
  before: Row,
  remove: (tx: Executor) => Promise<unknown>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await remove(tx);
    await auditChange(tx, actor, record.entity, {
      entityId: record.id(before),
      action: 'delete',
      before,
    });
  });
}
