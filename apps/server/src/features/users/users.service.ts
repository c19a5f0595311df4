import {
  isCustomerGrantableRole,
  custNoRequired,
  messages,
  newUserBlocked,
  userCardErrors,
  userOrderBy,
  type PageQuery,
  type PageRequest,
  type UserInput,
  type UserVariant,
  userInputSchema,
} from '@bo/contract';
import type { SignedInUser } from '../../platform/auth/account-store.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { auditChange } from '../../platform/audit.js';
import type { Database, Executor } from '../../platform/db/database.js';
import { isUniqueViolation } from '../../platform/db/unique-violation.js';
import {
  badRequest,
  conflict,
  forbidden,
  notFound,
  orNotFound,
  refusal,
} from '../../platform/http/errors.js';
import { searchedPage } from '../../platform/http/paging.js';
import {
  accountChangeRefusal,
  deleteRefusal,
  roleRemovalRefusal,
  roleChangeRefusal,
  unblockRefusal,
} from './user-rules.js';
import { companiesWithCustomerCode, findCustomer, type CustomerRow } from '../customers/index.js';
import { deleteSessionsOfUser } from './sessions.repository.js';
import { presentUser } from './users.presenter.js';
import * as repo from './users.repository.js';

type CardInput = ReturnType<typeof userInputSchema.parse>;

/** A user with the roles held, as the routes present it (users.presenter.ts). */
export interface UserWithRoles {
  user: repo.UserRow;
  roles: repo.RoleRow[];
}

function refuse(reason: string | null): void {
  if (reason) throw refusal(reason, undefined, 403);
}

/**
 * Portal users and their roles, for both variants of the screens (A§2, C§2.8):
 * `admin` reaches the caller's company, `customer` only the caller's customer code.
 */
export class UsersService {
  constructor(
    private readonly db: Database,
    private readonly allRowsCap: number,
  ) {}

  scope(actor: SignedInUser, variant: UserVariant): repo.UserScope {
    if (variant === 'admin') return { comId: actor.comId };
    if (!actor.custNo) throw forbidden('otherCustomerCode');
    return { comId: actor.comId, custNo: actor.custNo };
  }

  page(actor: SignedInUser, variant: UserVariant, request: PageRequest, query: PageQuery) {
    const scope = this.scope(actor, variant);
    const sort = { columns: userOrderBy, fallback: 'login' } as const;
    return searchedPage(request, query, this.allRowsCap, sort, {
      rows: (criteria) => repo.listUsers(this.db, { scope, ...criteria }),
      total: (filter) => repo.countUsers(this.db, scope, filter),
    });
  }

  total(actor: SignedInUser, variant: UserVariant): Promise<number> {
    return repo.countUsers(this.db, this.scope(actor, variant));
  }

  async get(actor: SignedInUser, variant: UserVariant, login: string): Promise<UserWithRoles> {
    const row = await this.find(this.db, actor, variant, login);
    return { user: row, roles: await repo.rolesOfUser(this.db, row.userId) };
  }

  async customerInfo(
    actor: SignedInUser,
    variant: UserVariant,
    custNo: string,
  ): Promise<CustomerRow> {
    const scope = this.scope(actor, variant);
    if (scope.custNo !== undefined && scope.custNo !== custNo) {
      throw notFound('customerNotFound');
    }
    return orNotFound(findCustomer(this.db, actor.comId, custNo), 'customerNotFound');
  }

  /** The roles a variant works with: all of them for the administrator, the customer's two for "My users". */
  async appRoles(variant: UserVariant): Promise<repo.RoleRow[]> {
    const roles = await repo.allRoles(this.db);
    return variant === 'admin' ? roles : roles.filter((role) => isCustomerGrantableRole(role.role));
  }

  async create(
    actor: SignedInUser,
    variant: UserVariant,
    input: UserInput,
  ): Promise<UserWithRoles> {
    const card = this.validCard(input, {
      isNew: true,
      changePassword: false,
      custNoRequired: true,
    });
    if (card.custNo === null) throw badRequest('fillAllRequired');
    // The screen's default applies to the call too: a new customer user starts blocked (A§4).
    const blocked = card.blocked ?? newUserBlocked[variant];
    const customer = await this.customerOfCard(actor, variant, card.custNo);
    await this.refuseOtherCompanysCode(actor, card.login);
    const pwdHash = await hashPassword(card.pwd);
    const created = await this.db
      .transaction(async (tx) => {
        const taken = await repo.existingLogins(tx, [card.login]);
        if (taken.size > 0) throw loginTaken();
        const row = await repo.insertUser(tx, {
          login: card.login,
          pwdHash,
          comId: actor.comId,
          custNo: card.custNo,
          blocked,
          blockReason: blocked ? card.blockReason || null : null,
          staffBlock: blocked && variant === 'admin',
          fullName: card.fullName || customer.name,
          eMail: card.eMail || customer.eMail,
          phone: card.phone || customer.phone,
        });
        // My users makes portal users: they start with CustomerUser, as imported users do.
        // The staff screen grants nothing by itself: the roles table follows the create.
        if (variant === 'customer') await repo.insertUserRole(tx, row.userId, 'CustomerUser');
        const roles = await repo.rolesOfUser(tx, row.userId);
        await auditChange(tx, actor, 'user', {
          entityId: row.login,
          action: 'create',
          after: presentUser(row, roles),
        });
        return { user: row, roles };
      })
      .catch(translateUniqueViolation);
    return created;
  }

  async update(
    actor: SignedInUser,
    variant: UserVariant,
    input: UserInput,
    changePassword: boolean,
  ): Promise<UserWithRoles> {
    const target = await this.find(this.db, actor, variant, userInputSchema.parse(input).login);
    const targetRoles = await repo.rolesOfUser(this.db, target.userId);
    const card = this.validCard(input, {
      isNew: false,
      changePassword,
      custNoRequired: custNoRequired(variant, false, roleCodes(targetRoles).roles),
    });
    refuse(accountChangeRefusal(actor, roleCodes(targetRoles), variant));
    const blocked = card.blocked ?? target.blocked;
    refuse(unblockRefusal(target, blocked, variant));
    if (blocked && target.userId === actor.userId) throw forbidden('cannotBlockYourself');
    const block = blockOf(target, { blocked, blockReason: card.blockReason }, variant);
    if (card.custNo !== null && card.custNo !== target.custNo) {
      await this.customerOfCard(actor, variant, card.custNo);
    }
    const pwdHash = changePassword ? await hashPassword(card.pwd) : undefined;

    return this.db.transaction(async (tx) => {
      const row = await repo.userRows.update(tx, target.userId, {
        custNo: card.custNo,
        ...block,
        fullName: card.fullName,
        eMail: card.eMail,
        phone: card.phone,
        ...(pwdHash ? { pwdHash } : {}),
      });
      if (!row) throw notFound('userNotFound');
      // Sessions follow the account: a block or a new password ends them at once.
      if (blocked || pwdHash) await deleteSessionsOfUser(tx, target.userId);
      await auditChange(tx, actor, 'user', {
        entityId: row.login,
        action: 'update',
        before: presentUser(target, targetRoles),
        after: { ...presentUser(row, targetRoles), passwordChanged: !!pwdHash },
      });
      return { user: row, roles: targetRoles };
    });
  }

  async delete(actor: SignedInUser, variant: UserVariant, login: string): Promise<void> {
    const target = await this.find(this.db, actor, variant, login);
    const targetRoles = await repo.rolesOfUser(this.db, target.userId);
    refuse(deleteRefusal(actor, { ...target, ...roleCodes(targetRoles) }, variant));
    await this.db.transaction(async (tx) => {
      // Roles and sessions go with the user (ON DELETE CASCADE). In My users the
      // statement checks the staff block again: one set since the read stops it.
      const keepStaffBlocked = variant === 'customer';
      if (!(await repo.deleteUser(tx, target.userId, { keepStaffBlocked }))) {
        await orNotFound(repo.userRows.find(tx, target.userId), 'userNotFound');
        throw refusal(messages.staffBlockCannotBeDeleted, undefined, 403);
      }
      await auditChange(tx, actor, 'user', {
        entityId: target.login,
        action: 'delete',
        before: presentUser(target, targetRoles),
      });
    });
  }

  async roleRows(actor: SignedInUser, variant: UserVariant, login: string) {
    const target = await this.find(this.db, actor, variant, login);
    return { user: target, roles: await repo.rolesOfUser(this.db, target.userId) };
  }

  /** The roles not yet held that the caller may grant to this user. */
  async rolesForAdd(actor: SignedInUser, variant: UserVariant, login: string) {
    const target = await this.find(this.db, actor, variant, login);
    const held = new Set((await repo.rolesOfUser(this.db, target.userId)).map((r) => r.role));
    const roles = await repo.allRoles(this.db);
    const targetRoles = { roles: [...held] };
    return roles.filter(
      (role) =>
        !held.has(role.role) && roleChangeRefusal(actor, targetRoles, role.role, variant) === null,
    );
  }

  async addRole(actor: SignedInUser, variant: UserVariant, login: string, role: string) {
    const target = await this.find(this.db, actor, variant, login);
    const known = (await repo.allRoles(this.db)).find((row) => row.role === role);
    if (!known) throw badRequest('roleUnknown', undefined, { role: [messages.roleUnknown] });
    const held = await repo.rolesOfUser(this.db, target.userId);
    refuse(roleChangeRefusal(actor, roleCodes(held), role, variant));
    await this.db.transaction(async (tx) => {
      // The insert decides, not the read above: of concurrent grants one adds the row and is audited.
      if (!(await repo.insertUserRole(tx, target.userId, role))) throw roleAlreadyHeld();
      await auditChange(tx, actor, 'user_role', {
        entityId: `${target.login}/${role}`,
        action: 'create',
        after: { login: target.login, role },
      });
    });
  }

  async removeRole(actor: SignedInUser, variant: UserVariant, login: string, role: string) {
    const target = await this.find(this.db, actor, variant, login);
    const held = await repo.rolesOfUser(this.db, target.userId);
    if (!held.some((row) => row.role === role)) throw notFound('roleNotHeld');
    refuse(roleRemovalRefusal(actor, { userId: target.userId, ...roleCodes(held) }, role, variant));
    await this.db.transaction(async (tx) => {
      if (!(await repo.deleteUserRole(tx, target.userId, role))) throw notFound('roleNotHeld');
      await auditChange(tx, actor, 'user_role', {
        entityId: `${target.login}/${role}`,
        action: 'delete',
        before: { login: target.login, role },
      });
    });
  }

  private async find(db: Executor, actor: SignedInUser, variant: UserVariant, login: string) {
    return orNotFound(repo.findUser(db, this.scope(actor, variant), login), 'userNotFound');
  }

  /** The card's values once the A§5 rules hold; otherwise 'Fill in all required fields' with the fields. */
  private validCard(
    input: UserInput,
    mode: { isNew: boolean; changePassword: boolean; custNoRequired: boolean },
  ) {
    const card: CardInput = userInputSchema.parse(input);
    const errors = userCardErrors(card, mode);
    if (Object.keys(errors).length > 0) {
      const message = Object.values(errors)
        .flat()
        .every((text) => text === messages.requiredField)
        ? messages.fillAllRequired
        : (Object.values(errors)[0]?.[0] ?? messages.fillAllRequired);
      throw refusal(message, errors);
    }
    // A staff account may have no customer code (custNoRequired): stored as none.
    return { ...card, login: card.login.trim(), custNo: card.custNo?.trim() || null };
  }

  /**
   * Logins are unique over all companies, and an approved registration makes
   * the login of the customer's code: a login equal to a customer code of
   * another company (any letter case) would block that approval, so it is
   * refused, as a taken login, naming neither the company nor the customer. A
   * code the caller's company has too is its own.
   */
  private async refuseOtherCompanysCode(actor: SignedInUser, login: string) {
    const companies = await companiesWithCustomerCode(this.db, login);
    if (companies.size > 0 && !companies.has(actor.comId)) throw loginTaken();
  }

  /** The customer a card names, in the caller's company; "My users" may name only the caller's own code. */
  private async customerOfCard(actor: SignedInUser, variant: UserVariant, custNo: string) {
    const scope = this.scope(actor, variant);
    if (scope.custNo !== undefined && scope.custNo !== custNo) {
      throw forbidden('otherCustomerCode');
    }
    const customer = await findCustomer(this.db, actor.comId, custNo);
    if (!customer)
      throw badRequest('customerNotFound', undefined, { custNo: [messages.customerNotFound] });
    return customer;
  }
}

/**
 * The block columns after a save. A block saved by staff is a staff block; in
 * "My users" a staff block stays exactly as staff left it (unblockRefusal has
 * refused lifting it).
 */
function blockOf(
  target: repo.UserRow,
  card: { blocked: boolean; blockReason?: string | null | undefined },
  variant: UserVariant,
): Pick<repo.UserRow, 'blocked' | 'blockReason' | 'staffBlock'> {
  if (!card.blocked) return { blocked: false, blockReason: null, staffBlock: false };
  if (variant === 'customer' && target.blocked && target.staffBlock) {
    return { blocked: true, blockReason: target.blockReason, staffBlock: true };
  }
  return { blocked: true, blockReason: card.blockReason || null, staffBlock: variant === 'admin' };
}

const roleAlreadyHeld = () => conflict('roleAlreadyHeld');

function roleCodes(roleRows: repo.RoleRow[]): { roles: string[] } {
  return { roles: roleRows.map((row) => row.role) };
}

const loginTaken = () => conflict('loginTaken', undefined, { login: [messages.loginTaken] });

/** Two creates of one login at once: the unique index decides, and the loser hears why. */
function translateUniqueViolation(error: unknown): never {
  if (isUniqueViolation(error)) throw loginTaken();
  throw error;
}
