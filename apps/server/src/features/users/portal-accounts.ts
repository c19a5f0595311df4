import { eq } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/database.js';
import { users } from './users.schema.js';
import { presentAccount } from './users.presenter.js';
import * as repo from './users.repository.js';

/**
 * What other features may do with portal accounts (the users table is this
 * feature's): find one, create the customer's account an approved
 * registration waits on, change it, and describe it for an audit row. Each
 * takes the caller's transaction.
 */
export type PortalAccount = repo.UserRow;
export type NewPortalAccount = repo.NewUserRow;

/** The account with this login in any company and letter case (logins are unique everywhere). */
export const findAccountByLogin = repo.findUserAnywhere;
export const findAccountById = repo.userRows.find;
export const updateAccount = repo.userRows.update;
/** The customer codes that have portal accounts in the company (demo requests avoid them). */
export const customerCodesWithAccounts = repo.customerCodesWithUsers;
/** An account as audit rows and answers may hold it: without the password hash. */
export const accountForAudit = presentAccount;

/** A customer's account holding CustomerUser, as an approved registration creates it. */
export async function createCustomerAccount(
  db: Executor,
  values: NewPortalAccount,
): Promise<PortalAccount> {
  const row = await repo.insertUser(db, values);
  await repo.insertUserRole(db, row.userId, 'CustomerUser');
  return row;
}

/**
 * One company's portal accounts as a subquery named `alias`, for set-based
 * statements of other features (the gift-order demo): login, customer number
 * and whether blocked.
 */
export const companyAccounts = <TAlias extends string>(comId: number, alias: TAlias) =>
  new QueryBuilder()
    .select({ login: users.login, custNo: users.custNo, blocked: users.blocked })
    .from(users)
    .where(eq(users.comId, comId))
    .as(alias);
