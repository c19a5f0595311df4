import { pageSizes, snackbarTimeouts, type UserRoleRow, type UserVariant } from '@bo/contract';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../platform/auth/auth.api';
import { DataTable } from '../../platform/ui/data-table/DataTable';
import type { DataTableColumn } from '../../platform/ui/data-table/types';
import { useConfirm } from '../../platform/ui/useConfirm';
import { useNotify } from '../../platform/ui/useNotify';
import { AddRoleDialog } from './AddRoleDialog';
import { loadUserRoles, useDeleteRole, userKeys } from './users.api';

/** The roles of one user, with add and remove (A§2 User detail, C§2.8). */
export function UserRolesTable({ variant, login }: { variant: UserVariant; login: string }) {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const notify = useNotify();
  const confirm = useConfirm();
  const deleteRole = useDeleteRole(variant, login);
  const [picking, setPicking] = useState(false);

  const handleRemove = async (row: UserRoleRow) => {
    const confirmed = await confirm({
      title: t('removeRole'),
      text: t('removeRoleConfirm', { login }),
      confirmLabel: t('remove'),
    });
    if (!confirmed) return;
    const timeoutMs = snackbarTimeouts.userRoles;
    deleteRole.mutate(row, {
      onSuccess: () => notify(t('roleRemoved'), { severity: 'success', timeoutMs }),
    });
  };

  const columns: DataTableColumn<UserRoleRow>[] = [
    // Role codes are shown to Admin only (A§6, C§6).
    ...(me.roles.includes('Admin')
      ? [{ field: 'role', header: t('roleCode'), sortable: true } as const]
      : []),
    { field: 'name', header: t('name'), sortable: true },
    { field: 'description', header: t('description'), sortable: true },
    {
      // Any field not shown otherwise: the column holds the remove button.
      field: 'login',
      header: '',
      width: 64,
      align: 'right',
      render: (row) => (
        <IconButton
          aria-label={t('removeRoleNamed', { name: row.name })}
          onClick={() => void handleRemove(row)}
          disabled={deleteRole.isPending}
          size="small"
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      ),
    },
  ];

  return (
    <>
      <DataTable
        title={t('roles')}
        titleComponent="h2"
        // The rows are named in the interface language: another language is another list.
        queryKey={[...userKeys.roles(variant, login), i18n.language]}
        load={loadUserRoles(variant, login, t)}
        columns={columns}
        rowId={(row) => row.role}
        pageSizes={pageSizes.roles}
        defaultOrderBy="name"
        searchable={false}
        stateInAddress={false}
        toolbar={
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setPicking(true)}>
            {t('addRole')}
          </Button>
        }
      />
      <AddRoleDialog
        open={picking}
        variant={variant}
        login={login}
        onClose={() => setPicking(false)}
      />
    </>
  );
}
