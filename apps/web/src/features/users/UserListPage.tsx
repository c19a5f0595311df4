import { pageSizes, userScreens, type UserVariant } from '@bo/contract';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../platform/ui/data-table/DataTable';
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
      toolbar={
        <Button
          component={RouterLink}
          to={userScreens(variant).newUser}
          variant="contained"
          startIcon={<AddIcon />}
        >
          New User
        </Button>
      }
    />
  );
}
