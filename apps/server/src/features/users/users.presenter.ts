import type { Role, User, UserListRow, UserRoleRow } from '@bo/contract';
import type { RoleRow, UserRow } from './users.repository.js';

/** A user as stored, without the password hash: what audit rows and answers may hold. */
export function presentAccount(row: UserRow) {
  return {
    login: row.login,
    blocked: row.blocked,
    blockReason: row.blockReason,
    fullName: row.fullName,
    eMail: row.eMail,
    eMailConfirmed: row.eMailConfirmed,
    phone: row.phone,
    custNo: row.custNo,
    comId: row.comId,
  };
}

export function presentRole(row: RoleRow): Role {
  return { role: row.role, name: row.name, description: row.description };
}

/** A user as getuser answers it: the password is never sent back. */
export function presentUser(row: UserRow, roleRows: RoleRow[]): User {
  return {
    ...presentAccount(row),
    pwd: '',
    roles: roleRows.map((role) => role.name),
    roleList: roleRows.map(presentRole),
  };
}

export function presentUserListRow(row: Pick<UserRow, keyof UserListRow>): UserListRow {
  return { login: row.login, custNo: row.custNo, fullName: row.fullName, blocked: row.blocked };
}

/** A row of the user's roles table (C§3): the role with the login it belongs to. */
export function presentUserRole(login: string, row: RoleRow): UserRoleRow {
  return { login, ...presentRole(row) };
}
