import {
  messages,
  requestOrderBy,
  requestScreens,
  requestStatus,
  requestStatusName,
  requestStatuses,
  requestTypeName,
  canApproveRequest,
  registrationRequestType,
  type CodeChoice,
  type PageRequest,
  type RequestCounts,
  type RequestFilters,
  type RequestsPageQuery,
  type TextKey,
} from '@bo/contract';
import type { Config } from '../../config.js';
import type { SignedInUser } from '../../platform/auth/account-store.js';
import { generatePassword, hashPassword } from '../../platform/auth/passwords.js';
import { auditSubject, writeAudits, type AuditEntry } from '../../platform/audit.js';
import type { Database } from '../../platform/db/database.js';
import { isUniqueViolation } from '../../platform/db/unique-violation.js';
import { badRequest, conflict, orNotFound } from '../../platform/http/errors.js';
import { pagedList, searchText, sortColumnOf } from '../../platform/http/paging.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { findCustomer } from '../customers/index.js';
import { portalAccounts, type NewPortalAccount, type PortalAccount } from '../users/index.js';
import { confirmationTokenHash, formatExpiry, newConfirmationToken } from './confirmation-token.js';
import * as confirmations from './confirmation.repository.js';
import { auditedRequest, presentRequest } from './requests.presenter.js';
import * as repo from './requests.repository.js';

type PortalUserSource = { existing: PortalAccount } | { newUser: NewPortalAccount };

/** An earlier approval's user whose link is still unused: approving again sends a new link. */
function awaitsConfirmation(user: PortalAccount, comId: number, custNo: string): boolean {
  return (
    user.comId === comId &&
    user.custNo === custNo &&
    user.blocked &&
    user.blockReason === messages.awaitingConfirmation
  );
}

/** The customer's portal user as approval creates it: blocked until the link is used. */
async function waitingUser(
  actor: SignedInUser,
  request: repo.RequestRow,
  login: string,
): Promise<NewPortalAccount> {
  return {
    login,
    pwdHash: await hashPassword(generatePassword(32)),
    blocked: true,
    blockReason: messages.awaitingConfirmation,
    staffBlock: true,
    fullName: request.fullName,
    eMail: request.eMail,
    phone: request.phone,
    custNo: login,
    comId: actor.comId,
  };
}

const userExists = (login: string) => conflict('customerUserExists', { login });

const statusKeys: Partial<Record<number, TextKey>> = requestStatuses;
const alreadySent = (status: number) =>
  conflict('requestAlreadySent', { statusKey: statusKeys[status] ?? 'requestNotAccepted' });

/** The back-office side of requests (A§2, A§7): the list, its filters, and approval. */
export class RequestsService {
  constructor(
    private readonly db: Database,
    private readonly config: Config,
    private readonly mailer: Mailer,
  ) {}

  /** `POST /user/Requests`: every request of the company, newest first, capped like All. */
  async all(actor: SignedInUser) {
    const rows = await repo.listRequests(this.db, {
      comId: actor.comId,
      orderBy: 'id',
      desc: true,
      limit: this.config.allRowsCap,
      offset: 0,
    });
    return rows.map(presentRequest);
  }

  async page(actor: SignedInUser, request: PageRequest, query: RequestsPageQuery) {
    const conditions: repo.RequestListConditions = {
      comId: actor.comId,
      filter: searchText(query.filter),
      type: query.type,
      status: query.status,
    };
    const orderBy = sortColumnOf(requestOrderBy, query.orderBy, 'id');
    return pagedList(
      request,
      this.config.allRowsCap,
      {
        rows: (window) =>
          repo.listRequests(this.db, { ...conditions, orderBy, desc: request.desc, ...window }),
        total: () => repo.countRequests(this.db, conditions),
      },
      presentRequest,
    );
  }

  async filters(actor: SignedInUser): Promise<RequestFilters> {
    const codes = await repo.requestCodes(this.db, actor.comId);
    const choices = (values: number[], name: (code: number) => string): CodeChoice[] =>
      values.map((value) => ({ value, name: name(value) }));
    return {
      types: choices(codes.types, requestTypeName),
      statuses: choices(codes.statuses, requestStatusName),
    };
  }

  /** The home widget's count: the company's requests at status 1 New (the (com_id, status, id) index). */
  async counts(actor: SignedInUser): Promise<RequestCounts> {
    return {
      new: await repo.countRequests(this.db, { comId: actor.comId, status: requestStatus.new }),
    };
  }

  /**
   * Approves a registration request (A§2 'Allow registration', DESIGN §5): the
   * customer's portal user is created blocked, the request goes to status 3,
   * and the requester is mailed a single-use link to set a password.
   */
  async sendForConfirm(actor: SignedInUser, id: number) {
    const request = await orNotFound(
      repo.requestRows.find(this.db, actor.comId, id),
      'requestNotFound',
    );
    if (request.type !== registrationRequestType) throw badRequest('requestNotRegistration');
    if (!canApproveRequest(request)) throw alreadySent(request.status);
    if (!request.eMail.trim()) throw badRequest('requestWithoutEMail');
    const customer = await findCustomer(this.db, actor.comId, request.custNo);
    if (!customer) throw badRequest('customerNotFound');

    const login = customer.custNo;
    const existing = await portalAccounts.findAccountByLogin(this.db, login);
    if (existing && !awaitsConfirmation(existing, actor.comId, customer.custNo)) {
      throw userExists(existing.login);
    }
    // argon2 is slow: hash the new user's unusable password before the transaction takes locks.
    const owner: PortalUserSource = existing
      ? { existing }
      : { newUser: await waitingUser(actor, request, login) };

    const token = newConfirmationToken();
    const now = new Date();
    const expires = new Date(now.getTime() + this.config.confirmationLinkMs);
    const answer = await this.db
      .transaction(async (tx) => {
        const updated = await repo.markSentForConfirmation(tx, actor.comId, id, now);
        if (!updated) {
          const current = await repo.requestRows.find(tx, actor.comId, id);
          throw alreadySent(current?.status ?? request.status);
        }
        const audits: AuditEntry[] = [
          {
            ...auditSubject(actor, 'request'),
            entityId: id,
            action: 'update',
            before: auditedRequest(request),
            after: auditedRequest(updated),
          },
        ];
        let user: PortalAccount;
        if ('existing' in owner) {
          // Still waiting? The link may have been used since the check above.
          const current = await portalAccounts.findAccountById(tx, owner.existing.userId);
          if (!current || !awaitsConfirmation(current, actor.comId, customer.custNo)) {
            throw userExists(owner.existing.login);
          }
          user = current;
        } else {
          user = await portalAccounts.createCustomerAccount(tx, owner.newUser);
          audits.push({
            ...auditSubject(actor, 'user'),
            entityId: user.login,
            action: 'create',
            after: { ...portalAccounts.accountForAudit(user), roles: ['CustomerUser'] },
          });
        }
        await confirmations.deleteUnusedTokensOfUser(tx, user.userId);
        await confirmations.insertToken(tx, {
          tokenHash: confirmationTokenHash(token),
          comId: actor.comId,
          requestId: id,
          userId: user.userId,
          createdAt: now,
          expiresAt: expires,
        });
        await this.mailer.enqueue(tx, {
          comId: actor.comId,
          to: request.eMail,
          subject: messages.confirmationMailSubject,
          text: messages.confirmationMailText(
            request.fullName,
            user.login,
            `${this.config.publicUrl}${requestScreens.confirm(token)}`,
            formatExpiry(expires),
          ),
        });
        await writeAudits(tx, audits);
        return { ok: true as const, login: user.login, userCreated: !existing };
      })
      .catch((error: unknown) => {
        // Two requests of one customer approved at once: the login's unique index decides.
        if (isUniqueViolation(error)) throw userExists(login);
        throw error;
      });
    this.mailer.deliverSoon();
    return answer;
  }
}
