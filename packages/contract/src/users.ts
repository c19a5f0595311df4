import { z } from 'zod';
import { pagedAnswerSchema } from './api.js';
import { messages } from './messages.js';
import { isAcceptablePassword } from './passwords.js';
import type { RoleCode } from './roles.js';
import { keyMask } from './shape-keys.js';

/**
 * The two variants of the user screens (A§2, C§2.8): the administrator variant
 * for CustomerManager, and "My users" for a CustomerUser, limited to the users
 * of the caller's own customer code.
 */
export const userVariants = ['admin', 'customer'] as const;
export type UserVariant = (typeof userVariants)[number];

/** The API paths of each variant, exactly as A§7 and C§7 name them where they do. */
export function userApi(variant: UserVariant) {
  const account = variant === 'admin' ? '/api/admin' : '/api/customeruser';
  const roles = variant === 'admin' ? '/api/user' : '/api/customeruser';
  return {
    getUser: `${account}/getuser`,
    appRoles: `${account}/getapproles`,
    userRoles: `${roles}/userroles`,
    rolesForAdd: `${roles}/RolesListForAdd`,
    addRole: (login: string) => `${roles}/AddRoleToUser/${encodeURIComponent(login)}`,
    deleteRole: `${roles}/DeleteUserRole`,
    deleteUser: `${account}/deleteuser`,
    updateUser: `${account}/updateuser`,
    createUser: `${account}/createuser`,
    /** The paged list; its path is not shown in the spec. */
    usersPage: `${account}/UsersPage`,
    /** TotalUsers of C§7; path not shown. */
    totalUsers: `${account}/TotalUsers`,
    /** Customer lookup by code (A§7, C§7); path not shown. */
    customerInfo: `${account}/CustomerInfo`,
  };
}

/** Bulk user import (C§2.10, C§7): CustomerManager only; path not shown. */
export const importUsersPath = '/api/admin/ImportUsers';

/** Screen paths of each variant (A§2, C§2.8). */
export function userScreens(variant: UserVariant) {
  return variant === 'admin'
    ? {
        list: '/admin/users',
        newUser: '/admin/newuser',
        edit: (login: string) => `/admin/edituser/${encodeURIComponent(login)}`,
      }
    : {
        list: '/admin/customerusers',
        newUser: '/admin/newcustomeruser',
        edit: (login: string) => `/admin/editcustomeruser/${encodeURIComponent(login)}`,
      };
}

/** The full paged user list that the home widget's All Users opens (C§2.8, C§2.9). */
export const userListScreen = '/admin/userlist';

/** A CustomerUser grants only these roles (DESIGN §4). */
const customerGrantableRoles: readonly RoleCode[] = ['CustomerUser', 'Returns'];
const customerGrantable = new Set<string>(customerGrantableRoles);
/** Whether a role code (as stored, any string) is one a CustomerUser may grant. */
export const isCustomerGrantableRole = (role: string): boolean => customerGrantable.has(role);

/** A new user's blocked flag: true on the customer-user screen, false on the generic one (A§4). */
export const newUserBlocked: Record<UserVariant, boolean> = { admin: false, customer: true };

export const loginPattern = /^[A-Za-z0-9][A-Za-z0-9._@-]{0,99}$/;

/** A login sent as the JSON string body, as in `POST /api/admin/getuser` with `"jdoe"`. */
export const loginBodySchema = z.string().trim().min(1, messages.requiredField).max(100);

export const roleSchema = z.object({
  role: z.string(),
  name: z.string(),
  description: z.string(),
});
export type Role = z.infer<typeof roleSchema>;

/** A row of the roles table: the role and the login it belongs to (C§3 User role row). */
export const userRoleRowSchema = roleSchema.extend({ login: z.string() });
export type UserRoleRow = z.infer<typeof userRoleRowSchema>;

/** Body of AddRoleToUser: the role object; only its code is read. */
export const addRoleBodySchema = z.object({ role: z.string().min(1).max(50) }).loose();

/** Body of DeleteUserRole: a role row as `userroles` returned it. */
export const deleteRoleBodySchema = z
  .object({ login: loginBodySchema, role: z.string().min(1).max(50) })
  .loose();

/** Body of deleteuser: the user; only its login is read. */
export const deleteUserBodySchema = z.object({ login: loginBodySchema }).loose();

/** The user as getuser answers it (A§3, C§3). The password is never sent back: `pwd` is ''. */
export const userSchema = z.object({
  login: z.string(),
  pwd: z.literal(''),
  blocked: z.boolean(),
  blockReason: z.string().nullable(),
  fullName: z.string(),
  eMail: z.string(),
  eMailConfirmed: z.boolean(),
  phone: z.string(),
  custNo: z.string().nullable(),
  comId: z.number().int(),
  /** Names of the roles held. */
  roles: z.array(z.string()),
  roleList: z.array(roleSchema),
});
export type User = z.infer<typeof userSchema>;

/**
 * The user card as createuser and updateuser receive it. Required fields are
 * checked by `userCardErrors`, so that both sides give the same answer; other
 * fields of the user object (comId, roles, roleList) may come along and are ignored.
 */
export const userInputSchema = z
  .object({
    login: z.string().trim().max(100),
    pwd: z.string().max(200).default(''),
    /** Missing on create: the variant's default (`newUserBlocked`); on update: unchanged. */
    blocked: z.boolean().optional(),
    blockReason: z.string().trim().max(500).nullish(),
    fullName: z.string().trim().max(200).default(''),
    eMail: z.string().trim().max(200).default(''),
    phone: z.string().trim().max(50).default(''),
    custNo: z.string().trim().max(50).nullish(),
  })
  .loose();
export type UserInput = z.input<typeof userInputSchema>;

export const updateUserBodySchema = z.object({
  user: userInputSchema,
  changePassword: z.boolean().default(false),
});

/**
 * Whether the card must name a customer code (A§5, issue 19): always for a new
 * user and in "My users"; for an existing user of the staff screen only while
 * it holds CustomerUser, so staff accounts, which have no code, can be blocked
 * and given a new password.
 */
export function custNoRequired(
  variant: UserVariant,
  isNew: boolean,
  heldRoles: readonly string[],
): boolean {
  return variant === 'customer' || isNew || heldRoles.includes('CustomerUser');
}

/**
 * The user-card rules of A§5 and C§5: a new user needs login, pwd and custNo;
 * an existing user login and custNo (see `custNoRequired`), and a new password
 * while change-password is active. Answers the fields in error, empty when the
 * card may be saved.
 */
export function userCardErrors(
  user: {
    login?: string | null;
    pwd?: string | null;
    custNo?: string | null;
    eMail?: string | null;
  },
  mode: { isNew: boolean; changePassword: boolean; custNoRequired?: boolean },
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const blank = (value: string | null | undefined) => !value || value.trim() === '';
  if (blank(user.login)) errors.login = [messages.requiredField];
  else if (!loginPattern.test((user.login ?? '').trim())) errors.login = [messages.loginInvalid];
  if ((mode.custNoRequired ?? true) && blank(user.custNo)) errors.custNo = [messages.requiredField];
  if (mode.isNew || mode.changePassword) {
    if (blank(user.pwd)) errors.pwd = [messages.requiredField];
    else if (!isAcceptablePassword(user.pwd ?? '')) errors.pwd = [messages.passwordRule];
  }
  if (!blank(user.eMail) && !/^[^\s@]+@[^\s@]+$/.test((user.eMail ?? '').trim())) {
    errors.eMail = [messages.eMailInvalid];
  }
  return errors;
}

/** Columns the user lists may be sorted by (the query's orderBy, e.g. `Login`). */
export const userOrderBy = ['login', 'custNo', 'fullName', 'blocked'] as const;

/** A row of the user lists: the columns they may be sorted by. */
const userListRowSchema = userSchema.pick(keyMask(userOrderBy));
export type UserListRow = z.infer<typeof userListRowSchema>;
export const usersPageAnswerSchema = pagedAnswerSchema(userListRowSchema);

export const totalUsersAnswerSchema = z.object({ total: z.number().int() });

/** Customer lookup result (A§3, C§3). */
export const customerInfoSchema = z.object({
  custName: z.string(),
  eMail: z.string(),
  phone: z.string(),
});
export type CustomerInfo = z.infer<typeof customerInfoSchema>;

/** User import results (C§3): the passwords are shown this once. */
export const userImportAnswerSchema = z.object({
  successList: z.array(z.object({ login: z.string(), name: z.string(), password: z.string() })),
  failedList: z.array(
    z.object({ line: z.number().int(), login: z.string(), name: z.string(), error: z.string() }),
  ),
});
export type UserImportAnswer = z.infer<typeof userImportAnswerSchema>;

/** Lines a user import may hold; a larger file is refused whole (issue 3). */
export const userImportMaxLines = 10_000;

/** The file part of an import upload (C§7 "multipart with a file"). */
export const importFileField = 'file';
