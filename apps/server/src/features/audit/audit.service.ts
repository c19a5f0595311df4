import {
  auditCountLimit,
  englishT,
  periodEnd,
  periodStart,
  type AuditPageQuery,
} from '@bo/contract';
import type { AccountStore } from '../../platform/auth/account-store.js';
import * as repo from '../../platform/audit/audit-log.repository.js';
import type { Database } from '../../platform/db/database.js';
import { badRequest } from '../../platform/http/errors.js';
import { pagedAnswer, pageWindow } from '../../platform/http/paging.js';

/** The audit viewer (issue 11): the audit log of the caller's company, read only. */
export class AuditService {
  constructor(
    private readonly db: Database,
    private readonly accounts: AccountStore,
    private readonly allRowsCap: number,
  ) {}

  async page(comId: number, request: AuditPageQuery) {
    const from = request.from ? periodStart(request.from) : undefined;
    const to = request.to ? periodEnd(request.to) : undefined;
    // A period holding no instant: dates name whole days, so the same day is one day.
    if (from && to && from >= to) {
      throw badRequest('auditFromAfterTo', undefined, { from: [englishT('auditFromAfterTo')] });
    }
    const filter: repo.AuditFilter = {
      comId,
      entity: request.entity || undefined,
      actorLogin: request.login ? await this.storedLogin(request.login) : undefined,
      action: request.action || undefined,
      from,
      to,
    };
    const countLimit = Math.max(auditCountLimit, this.allRowsCap);
    const [rows, counted] = await Promise.all([
      repo.listAuditRows(this.db, filter, {
        desc: request.desc,
        ...pageWindow(request, this.allRowsCap),
      }),
      repo.countAuditRows(this.db, filter, countLimit + 1),
    ]);
    const totalCapped = counted > countLimit;
    const answer = pagedAnswer(rows, Math.min(counted, countLimit), request, this.allRowsCap);
    // "All" was capped too when the counting stopped.
    return {
      ...answer,
      capped: answer.capped || (request.size === 0 && totalCapped),
      totalCapped,
    };
  }

  entities(comId: number) {
    return repo.auditEntities(this.db, comId);
  }

  /**
   * The login as the rows hold it: a user's own spelling, whatever the letter
   * case typed (logins are unique in any case), so the (company, actor, at)
   * index serves the filter; a login no user has any more is taken as typed.
   */
  private async storedLogin(login: string): Promise<string> {
    const account = await this.accounts.findByLogin(this.db, login);
    return account?.login ?? login;
  }
}
