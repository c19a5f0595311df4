import { pageSizes, userListScreen } from '@bo/contract';
import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../platform/ui/data-table/DataTable';
import { userColumns } from './userColumns';
import { loadUsersPage, userKeys, useTotalUsers } from './users.api';

/** Home widget: the user count, five users a page and All Users (C§2.9, C§9). */
export function UsersWidget() {
  const { t } = useTranslation();
  const total = useTotalUsers().data?.total;
  // Login, customer code and full name: the list without Blocked (C§2.9).
  const columns = useMemo(() => userColumns('admin', t).slice(0, 3), [t]);
  return (
    <DataTable
      title={total === undefined ? t('users') : t('usersTitle', { total })}
      titleComponent="h2"
      queryKey={userKeys.list('admin')}
      load={loadUsersPage('admin')}
      columns={columns}
      rowId={(row) => row.login}
      pageSizes={pageSizes.usersWidget}
      defaultOrderBy="login"
      searchable={false}
      stateInAddress={false}
      toolbar={
        <Button component={RouterLink} to={userListScreen} variant="outlined">
          {t('allUsers')}
        </Button>
      }
    />
  );
}
