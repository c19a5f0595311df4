import { pageSizes, userScreens, type UserVariant } from '@bo/contract';
import { DataTable } from '../../platform/ui/data-table/DataTable';
import { NewRecordLink } from '../../platform/ui/NewRecordLink';
import { userColumns } from './userColumns';
import { loadUsersPage, userKeys } from './users.api';

/** /admin/users and /admin/userlist (administrator), /admin/customerusers (My users). */
export function UserListPage({ variant }: { variant: UserVariant }) {
  return (
    <DataTable
      title="Users"
      queryKey={userKeys.list(variant)}
      load={loadUsersPage(variant)}
      columns={userColumns(variant)}
      rowId={(row) => row.login}
      pageSizes={pageSizes.standard}
      defaultOrderBy="login"
      toolbar={<NewRecordLink to={userScreens(variant).newUser}>New User</NewRecordLink>}
    />
  );
}
