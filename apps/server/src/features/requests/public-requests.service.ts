import {
  messages,
  passwordRuleSchema,
  registrationRequestType,
  requestStatus,
  type RegistrationForm,
} from '@bo/contract';
import type { Config } from '../../config.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { writeAudit, writeAudits } from '../../platform/audit.js';
import { lockForTransaction } from '../../platform/db/advisory-lock.js';
import { allCompanies, companyExists } from '../../platform/db/companies.repository.js';
import type { Database, Executor } from '../../platform/db/database.js';
import { badRequest, gone, notFound, tooManyRequests } from '../../platform/http/errors.js';
import { portalAccounts } from '../users/index.js';
import { confirmationTokenHash } from './confirmation-token.js';
import * as confirmations from './confirmation.repository.js';
import { auditedRequest } from './requests.presenter.js';
import * as repo from './requests.repository.js';

const hourMs = 60 * 60 * 1000;
/** Who the audit names for a change made without a session. */
const publicActor = 'public';

const linkUsed = () => gone('confirmationLinkUsed', 'link_used');
const linkExpired = () => gone('confirmationLinkExpired', 'link_expired');
const linkInvalid = () => notFound('confirmationLinkInvalid');

/** A user blocked for another reason since the approval: the link must not unblock them. */
const blockedByStaff = (user: { blocked: boolean; blockReason: string | null }) =>
  user.blocked && user.blockReason !== messages.awaitingConfirmation;

/**
 * The calls a prospective customer makes without a session: filing a
 * registration request, and following the confirmation link (DESIGN §5).
 */
export class PublicRequestsService {
  constructor(
    private readonly db: Database,
    private readonly config: Config,
  ) {}

  companies() {
    return allCompanies(this.db);
  }

  /**
   * Files a type 1 request. Whether the customer code exists is not checked
   * here, so the answer never tells a stranger which codes are customers.
   */
  async register(form: RegistrationForm, ip: string): Promise<void> {
    if (!(await companyExists(this.db, form.comId))) {
      throw badRequest('registrationCompanyUnknown', undefined, {
        comId: [messages.registrationCompanyUnknown],
      });
    }
    await this.db.transaction(async (tx) => {
      // Counted and filed as one step: concurrent requests from one address queue on its lock.
      await lockForTransaction(tx, 'registrationAddress', ip);
      const since = new Date(Date.now() - hourMs);
      const filed = await repo.countRequestsFromAddress(tx, ip, since);
      if (filed >= this.config.registrationLimitPerHour) {
        throw tooManyRequests('registrationThrottled');
      }
      const row = await repo.requestRows.insert(tx, {
        comId: form.comId,
        custNo: form.custNo,
        type: registrationRequestType,
        status: requestStatus.new,
        fullName: form.fullName,
        eMail: form.eMail,
        phone: form.phone,
        ip,
      });
      await writeAudit(tx, {
        actorLogin: publicActor,
        comId: row.comId,
        entity: 'request',
        entityId: row.id,
        action: 'create',
        after: auditedRequest(row),
      });
    });
  }

  /** What a link is for, while it works. */
  async confirmation(token: string) {
    const found = await this.liveToken(this.db, token, new Date());
    return {
      login: found.login,
      fullName: found.fullName,
      expires: found.token.expiresAt.toISOString(),
    };
  }

  /**
   * Sets the password of a link's user, unblocks them and confirms the
   * request. The link is spent in the same transaction, by one conditional
   * update, so a link used twice at once sets one password.
   */
  async confirm(token: string, password: string) {
    await this.liveToken(this.db, token, new Date());
    if (!passwordRuleSchema.safeParse(password).success) {
      throw badRequest('passwordRule', undefined, { password: [messages.passwordRule] });
    }
    const pwdHash = await hashPassword(password);
    const tokenHash = confirmationTokenHash(token);
    return this.db.transaction(async (tx) => {
      const now = new Date();
      const used = await confirmations.useToken(tx, tokenHash, now);
      if (!used) {
        await this.liveToken(tx, token, now);
        throw linkUsed();
      }
      const userBefore = await portalAccounts.findAccountById(tx, used.userId);
      const user = await portalAccounts.updateAccount(tx, used.userId, {
        pwdHash,
        blocked: false,
        blockReason: null,
        staffBlock: false,
        eMailConfirmed: true,
      });
      const requestBefore = await repo.requestRows.find(tx, used.comId, used.requestId);
      const request = await repo.requestRows.update(tx, used.comId, used.requestId, {
        status: requestStatus.confirmed,
        updated: now,
      });
      // A link goes with its user and its request (ON DELETE CASCADE): both exist here.
      if (!userBefore || !user || !requestBefore || !request || blockedByStaff(userBefore)) {
        throw linkInvalid();
      }
      await writeAudits(tx, [
        {
          actorLogin: user.login,
          comId: user.comId,
          entity: 'user',
          entityId: user.login,
          action: 'update',
          before: portalAccounts.accountForAudit(userBefore),
          after: { ...portalAccounts.accountForAudit(user), passwordChanged: true },
        },
        {
          actorLogin: user.login,
          comId: request.comId,
          entity: 'request',
          entityId: request.id,
          action: 'update',
          before: auditedRequest(requestBefore),
          after: auditedRequest(request),
        },
      ]);
      return { ok: true as const, login: user.login };
    });
  }

  /** The link and its user, or the answer for an unknown (404), used or expired (410) link. */
  private async liveToken(db: Executor, token: string, now: Date) {
    const found = await confirmations.findToken(db, confirmationTokenHash(token));
    const account = found && (await portalAccounts.findAccountById(db, found.userId));
    if (!found || !account || blockedByStaff(account)) throw linkInvalid();
    if (found.usedAt) throw linkUsed();
    if (found.expiresAt.getTime() <= now.getTime()) throw linkExpired();
    return { token: found, login: account.login, fullName: account.fullName };
  }
}
