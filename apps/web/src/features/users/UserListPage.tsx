import { userScreens, type UserVariant } from '@bo/contract';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../platform/auth/auth.api';
import { DataTable } from '../../platform/ui/data-table/DataTable';
import { NewRecordLink } from '../../platform/ui/NewRecordLink';
import { userColumns } from './userColumns';
import { loadUsersPage, userKeys } from './users.api';

/** /admin/users and /admin/userlist (administrator), /admin/customerusers (My users). */
export function UserListPage({ variant }: { variant: UserVariant }) {
  const { t } = useTranslation();
  const me = useMe();
  const title = t('users');
  // My users lists the users of one's own customer code: without one there is
  // nothing to ask the server for, and nothing a retry could change.
  if (variant === 'customer' && !me.custNo) {
    return (
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <Typography component="h1" variant="h6" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        <Alert severity="info">{t('myUsersWithoutCustomer')}</Alert>
      </Paper>
    );
  }
  return (
    <DataTable
      title={title}
      queryKey={userKeys.list(variant)}
      load={loadUsersPage(variant)}
      columns={userColumns(variant, t)}
      rowId={(row) => row.login}
      defaultOrderBy="login"
      toolbar={
        <NewRecordLink to={userScreens(variant).newUser}>{t('newUserButton')}</NewRecordLink>
      }
    />
  );
}
