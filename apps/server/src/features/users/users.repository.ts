import { and, asc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Language, RoleCode } from '@bo/contract';
import { anyRow } from '../../platform/db/any-row.js';
import type { Executor } from '../../platform/db/database.js';
import { firstRow } from '../../platform/db/first-row.js';
import { insertRow } from '../../platform/db/insert-row.js';
import { rowsById } from '../../platform/db/keyed-rows.js';
import { equalsIfGiven, searchTextHolds } from '../../platform/db/list-conditions.js';
import { sortedPage, type SortedWindow } from '../../platform/db/sorted-page.js';
import { roles, userRoles, users } from './users.schema.js';
import { countRows } from '../../platform/db/count-rows.js';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type RoleRow = typeof roles.$inferSelect;

/** Which users a caller reaches: those of a company, and in "My users" those of one customer code. */
export interface UserScope {
  comId: number;
  custNo?: string | undefined;
}

/** Logins sort without regard to letter case ('admin' beside 'Admin', before 'C100003'). */
const loginKey = sql`lower(${users.login})`;
const loginIs = (login: string): SQL => sql`${loginKey} = lower(${login})`;

const sortColumns = {
  login: loginKey,
  custNo: users.custNo,
  fullName: users.fullName,
  blocked: users.blocked,
} as const;
type UserSortColumn = keyof typeof sortColumns;

/**
 * The same order as `sortColumns`, as expressions no index serves. With a
 * search the matches are found through the trigram index and then sorted;
 * ordering by an indexed column instead tempts the planner to walk that index
 * and test every row, which for a rare term means the whole table.
 */
const searchSortKeys: Record<UserSortColumn, SQL> = {
  login: sql`(lower(${users.login}) || '')`,
  custNo: sql`(${users.custNo} || '')`,
  fullName: sql`(${users.fullName} || '')`,
  blocked: sql`(${users.blocked} or false)`,
};

function scopeCondition(scope: UserScope): SQL | undefined {
  return and(eq(users.comId, scope.comId), equalsIfGiven(users.custNo, scope.custNo));
}

/** The scope, and the search in login, customer code and full name (any letter case). */
function listCondition(scope: UserScope, filter: string | undefined): SQL | undefined {
  return and(scopeCondition(scope), searchTextHolds(users.searchText, filter));
}

export async function listUsers(
  db: Executor,
  options: SortedWindow<UserSortColumn> & { scope: UserScope; filter: string | undefined },
) {
  const query = db
    .select({
      login: users.login,
      custNo: users.custNo,
      fullName: users.fullName,
      blocked: users.blocked,
    })
    .from(users)
    .where(listCondition(options.scope, options.filter));
  const sortKey = options.filter ? searchSortKeys[options.orderBy] : sortColumns[options.orderBy];
  return sortedPage(query.$dynamic(), options, [sortKey, loginKey]);
}

export async function countUsers(db: Executor, scope: UserScope, filter?: string): Promise<number> {
  return countRows(db, users, listCondition(scope, filter));
}

/** The user with this login (any case) within the scope; a user outside it is not found. */
export const findUser = (
  db: Executor,
  scope: UserScope,
  login: string,
): Promise<UserRow | undefined> =>
  firstRow(
    db
      .select()
      .from(users)
      .where(and(scopeCondition(scope), loginIs(login))),
  );

/** The user with this login (any case) in any company. */
export const findUserAnywhere = (db: Executor, login: string): Promise<UserRow | undefined> =>
  firstRow(db.select().from(users).where(loginIs(login)));

export const userRows = rowsById(users, users.userId);

/** The customer codes the company's users belong to. */
export async function customerCodesWithUsers(db: Executor, comId: number): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ custNo: users.custNo })
    .from(users)
    .where(and(eq(users.comId, comId), isNotNull(users.custNo)));
  return new Set(rows.flatMap((row) => (row.custNo === null ? [] : [row.custNo])));
}

/** Of these logins, the ones a user already has, in any company (logins are unique everywhere). */
export async function existingLogins(db: Executor, logins: string[]): Promise<Set<string>> {
  if (logins.length === 0) return new Set();
  const rows = await db
    .select({ login: sql<string>`lower(${users.login})` })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.login})`,
        logins.map((login) => login.toLowerCase()),
      ),
    );
  return new Set(rows.map((row) => row.login));
}

export const insertUser = (db: Executor, values: NewUserRow): Promise<UserRow> =>
  insertRow(db, users, values);

/** Inserts users whose login is free; answers the ones inserted (a taken login is skipped). */
export async function insertUsersIfFree(db: Executor, values: NewUserRow[]) {
  if (values.length === 0) return [];
  return db
    .insert(users)
    .values(values)
    .onConflictDoNothing()
    .returning({ userId: users.userId, login: users.login });
}

/** Sets the password hash alone (the command-line reset). */
export async function setPassword(db: Executor, userId: number, pwdHash: string): Promise<void> {
  await db.update(users).set({ pwdHash }).where(eq(users.userId, userId));
}

export async function setLanguage(db: Executor, userId: number, lang: Language): Promise<void> {
  await db.update(users).set({ lang }).where(eq(users.userId, userId));
}

/**
 * Deletes the user, with `keepStaffBlocked` only while no staff block is on it
 * (decided by the statement, so a block set meanwhile stops it); answers
 * whether it was deleted.
 */
export async function deleteUser(
  db: Executor,
  userId: number,
  { keepStaffBlocked = false } = {},
): Promise<boolean> {
  return anyRow(
    db
      .delete(users)
      .where(
        and(
          eq(users.userId, userId),
          keepStaffBlocked ? sql`not (${users.blocked} and ${users.staffBlock})` : undefined,
        ),
      )
      .returning({ userId: users.userId }),
  );
}

/** Whether there is any user at all, in any company. */
export async function anyUser(db: Executor): Promise<boolean> {
  return (await countRows(db, users)) > 0;
}

/** Adds the role, or brings its name and description up to date. */
export async function upsertRole(db: Executor, values: RoleRow): Promise<void> {
  const { name, description } = values;
  await db
    .insert(roles)
    .values(values)
    .onConflictDoUpdate({ target: roles.role, set: { name, description } });
}

export async function allRoles(db: Executor): Promise<RoleRow[]> {
  return db.select().from(roles).orderBy(asc(roles.role));
}

export async function rolesOfUser(db: Executor, userId: number): Promise<RoleRow[]> {
  return db
    .select({ role: roles.role, name: roles.name, description: roles.description })
    .from(userRoles)
    .innerJoin(roles, eq(roles.role, userRoles.role))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(roles.role));
}

/** The codes of the roles a user holds, sorted. */
export async function roleCodesOfUser(db: Executor, userId: number): Promise<RoleCode[]> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  return rows.map((row) => row.role as RoleCode).sort();
}

export async function insertUserRoles(
  db: Executor,
  rows: { userId: number; role: string }[],
): Promise<void> {
  if (rows.length > 0) await db.insert(userRoles).values(rows).onConflictDoNothing();
}

/** Grants one role; answers whether a row was added (false: it was held already). */
export async function insertUserRole(db: Executor, userId: number, role: string): Promise<boolean> {
  return anyRow(
    db
      .insert(userRoles)
      .values({ userId, role })
      .onConflictDoNothing()
      .returning({ role: userRoles.role }),
  );
}

/** Removes one role; answers whether a row was removed. */
export async function deleteUserRole(db: Executor, userId: number, role: string): Promise<boolean> {
  return anyRow(
    db
      .delete(userRoles)
      .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
      .returning({ role: userRoles.role }),
  );
}
