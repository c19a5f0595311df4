import type { PageQuery, PageRequest } from '@bo/contract';
import type { SignedInUser } from '../../platform/auth/account-store.js';
import { auditChange } from '../../platform/audit.js';
import type { Database } from '../../platform/db/database.js';
import { notFound } from '../../platform/http/errors.js';
import { pagedList } from '../../platform/http/paging.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import * as outbox from '../../platform/mail/outbox.repository.js';

/**
 * The e-mail outbox of the requests screen (DESIGN §4, §5): those who approve
 * requests see the e-mail approving sends, and send a failed one again. The
 * table and the delivery are platform/mail's.
 */
export class OutboxService {
  constructor(
    private readonly db: Database,
    private readonly mailer: Mailer,
    private readonly allRowsCap: number,
  ) {}

  get smtpEnabled(): boolean {
    return this.mailer.smtpEnabled;
  }

  page(actor: SignedInUser, request: PageRequest, query: PageQuery) {
    const { comId } = actor;
    const filter = query.filter?.trim();
    return pagedList(request, this.allRowsCap, {
      rows: (window) => outbox.listMail(this.db, { comId, filter, ...window }),
      total: () => outbox.countMail(this.db, comId, filter),
    });
  }

  counts(actor: SignedInUser) {
    return outbox.countByStatus(this.db, actor.comId);
  }

  /** Queues a failed e-mail again, audited in the same transaction, and starts a delivery round. */
  async retry(actor: SignedInUser, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (!(await this.mailer.retry(tx, actor.comId, id))) throw notFound('mailNotFailed');
      await auditChange(tx, actor, 'mail', {
        entityId: id,
        action: 'update',
        before: { status: 'failed' },
        after: { status: this.mailer.smtpEnabled ? 'queued' : 'logged', attempts: 0 },
      });
    });
    this.mailer.deliverSoon();
  }
}
