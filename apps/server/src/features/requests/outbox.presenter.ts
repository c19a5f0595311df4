import { mailStatuses, type MailStatus, type OutboxRow, type OutboxSummary } from '@bo/contract';
import type { MailListRow } from '../../platform/mail/outbox.repository.js';

export function presentOutboxRow(row: MailListRow): OutboxRow {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** The counts of each status (0 for a status without e-mail) and whether SMTP is on. */
export function presentOutboxSummary(
  counted: { status: MailStatus; total: number }[],
  smtp: boolean,
): OutboxSummary {
  const counts = Object.fromEntries(mailStatuses.map((status) => [status, 0]));
  for (const row of counted) counts[row.status] = row.total;
  return {
    queued: counts.queued ?? 0,
    sent: counts.sent ?? 0,
    failed: counts.failed ?? 0,
    logged: counts.logged ?? 0,
    smtp,
  };
}
