import {
  ApiError,
  customerInfoSchema,
  importUsersPath,
  okAnswerSchema,
  roleSchema,
  roleWords,
  snackbarTimeouts,
  totalUsersAnswerSchema,
  userApi,
  userImportAnswerSchema,
  userRoleRowSchema,
  userSchema,
  usersPageAnswerSchema,
  type Role,
  type User,
  type UserInput,
  type UserListRow,
  type UserRoleRow,
  type UserVariant,
} from '@bo/contract';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { postQuery, useStoreRecord } from '../../platform/apiQuery';
import { notifyFailure } from '../../platform/callFailures';
import { fieldErrorText } from '../../platform/fieldErrorText';
import { apiPost } from '../../platform/http';
import { useImportFile } from '../../platform/ui/import/useImportFile';
import { pageLocally } from '../../platform/ui/data-table/pageLocally';
import { serverPages } from '../../platform/ui/data-table/serverPages';
import type { TableLoad } from '../../platform/ui/data-table/types';
import { errorText } from '../../platform/ui/useNotify';
import { useApiMutation } from '../../platform/useApiMutation';

export const userKeys = {
  /** Every user list and the total, of both variants: what a change of a user makes stale. */
  lists: ['users', 'lists'] as const,
  list: (variant: UserVariant) => ['users', 'lists', variant] as const,
  total: ['users', 'lists', 'total'] as const,
  user: (variant: UserVariant, login: string) => ['users', variant, 'user', login] as const,
  /** The roles table and the addable roles of one user. */
  roles: (variant: UserVariant, login: string) => ['users', variant, 'roles', login] as const,
};

/** The first message of an error answer's field errors, else its message (A§8, C§8), in the user's language. */
export function firstErrorText(error: unknown, t: TFunction): string {
  const first = error instanceof ApiError ? Object.values(error.errors ?? {})[0]?.[0] : undefined;
  return first === undefined ? errorText(error, t) : fieldErrorText(first, t);
}

export const loadUsersPage = (variant: UserVariant): TableLoad<UserListRow> =>
  serverPages(userApi(variant).usersPage, usersPageAnswerSchema);

const roleOrderBy = ['role', 'name', 'description'] as const;

/**
 * The roles table of one user: the list is small, so it is paged in the
 * browser. Each role is named and described in the language of `t` by its
 * code (the roles table's own English words only for a code the contract does
 * not know), and sorted by those words.
 */
export function loadUserRoles(
  variant: UserVariant,
  login: string,
  t: TFunction,
): TableLoad<UserRoleRow> {
  return async (page, query, signal) => {
    const rows = await apiPost(userApi(variant).userRoles, login, {
      schema: z.array(userRoleRowSchema),
      signal,
    });
    const named = rows.map((row) => ({ ...row, ...roleWords(row.role, t) }));
    const orderBy = roleOrderBy.find((key) => key === query.orderBy);
    return pageLocally(named, page, orderBy);
  };
}

export function useUser(variant: UserVariant, login: string | undefined) {
  const query = postQuery(
    userKeys.user(variant, login ?? ''),
    userApi(variant).getUser,
    login,
    userSchema,
  );
  return useQuery({ ...query, enabled: login !== undefined });
}

const invalidateLists = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: userKeys.lists });

/** The user card as sent; `comId` comes along for the spec's sake and the server ignores it. */
interface UserSave {
  user: UserInput & { comId: number };
  isNew: boolean;
  changePassword: boolean;
}

export function useSaveUser(variant: UserVariant) {
  const storeUser = useStoreRecord((saved: User) => userKeys.user(variant, saved.login), {
    queryKey: userKeys.lists,
  });
  return useApiMutation({
    mutationFn: ({ user, isNew, changePassword }: UserSave) => {
      const api = userApi(variant);
      return isNew
        ? apiPost(api.createUser, user, { schema: userSchema })
        : apiPost(api.updateUser, { user, changePassword }, { schema: userSchema });
    },
    onSuccess: storeUser,
  });
}

export function useDeleteUser(variant: UserVariant) {
  const queryClient = useQueryClient();
  return useApiMutation({
    meta: notifyFailure({ text: firstErrorText }),
    mutationFn: (user: User) =>
      apiPost(userApi(variant).deleteUser, user, { schema: okAnswerSchema }),
    // The detail stays cached: removing it would make the still-open card load it again (404).
    onSuccess: () => invalidateLists(queryClient),
  });
}

/** Customer lookup by code (A§7, C§7); a 404 means the customer is not found. */
export function fetchCustomerInfo(variant: UserVariant, custNo: string) {
  return apiPost(userApi(variant).customerInfo, custNo, { schema: customerInfoSchema });
}

export function useRolesForAdd(variant: UserVariant, login: string, enabled: boolean) {
  const key = [...userKeys.roles(variant, login), 'addable'];
  return useQuery({
    ...postQuery(key, userApi(variant).rolesForAdd, login, z.array(roleSchema)),
    enabled,
    staleTime: 0,
  });
}

function useRoleChange<Body>(variant: UserVariant, login: string, path: string) {
  const queryClient = useQueryClient();
  return useApiMutation({
    // A refused role change shows its first error (A§8, C§8).
    meta: notifyFailure({ text: firstErrorText, timeoutMs: snackbarTimeouts.userRoles }),
    mutationFn: (body: Body) => apiPost(path, body, { schema: okAnswerSchema }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: userKeys.user(variant, login) });
      return queryClient.invalidateQueries({ queryKey: userKeys.roles(variant, login) });
    },
  });
}

export function useAddRole(variant: UserVariant, login: string) {
  return useRoleChange<Role>(variant, login, userApi(variant).addRole(login));
}

export function useDeleteRole(variant: UserVariant, login: string) {
  return useRoleChange<UserRoleRow>(variant, login, userApi(variant).deleteRole);
}

export const useTotalUsers = () =>
  useQuery(
    postQuery(userKeys.total, userApi('admin').totalUsers, undefined, totalUsersAnswerSchema),
  );

export function useImportUsers() {
  return useImportFile(importUsersPath, userImportAnswerSchema, userKeys.lists);
}
