import { roleWords, snackbarTimeouts, type Role, type UserVariant } from '@bo/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../platform/ui/ErrorAlert';
import { useNotify } from '../../platform/ui/useNotify';
import { useAddRole, useRolesForAdd } from './users.api';

interface AddRoleDialogProps {
  open: boolean;
  variant: UserVariant;
  login: string;
  onClose: () => void;
}

/** The role picker of 'Add role': the roles the caller may still grant this user; a click adds one. */
export function AddRoleDialog({ open, variant, login, onClose }: AddRoleDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const notify = useNotify();
  const addable = useRolesForAdd(variant, login, open);
  const addRole = useAddRole(variant, login);

  const handleAdd = (role: Role) => {
    const timeoutMs = snackbarTimeouts.userRoles;
    addRole.mutate(role, {
      onSuccess: () => {
        notify(t('roleAdded'), { severity: 'success', timeoutMs });
        onClose();
      },
    });
  };

  const roles = addable.data;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('addRole')}</DialogTitle>
      <DialogContent>
        {addable.isError && (
          <ErrorAlert error={addable.error} onRetry={() => void addable.refetch()} />
        )}
        {(addable.isFetching || addRole.isPending) && <LinearProgress />}
        {roles?.length === 0 && <Typography>{t('noRolesToAdd')}</Typography>}
        {roles && roles.length > 0 && (
          <List aria-label={t('rolesToAdd')}>
            {roles.map((role) => {
              // Named by its code in the user's language; the server's words for a code the contract lacks.
              const { name, description } = roleWords(role.role, t) ?? role;
              return (
                <ListItemButton
                  key={role.role}
                  onClick={() => handleAdd(role)}
                  disabled={addRole.isPending}
                >
                  <ListItemText primary={name} secondary={description} />
                </ListItemButton>
              );
            })}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
