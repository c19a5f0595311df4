import type { RegistrationRequest } from '@bo/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../platform/ui/useNotify';
import { useSendForConfirm } from './requests.api';

const shownFields = [
  { field: 'custNo', label: 'customerCode' },
  { field: 'fullName', label: 'fullName' },
  { field: 'phone', label: 'phone' },
  { field: 'eMail', label: 'eMail' },
] as const;

interface RequestEditDialogProps {
  request: RegistrationRequest;
  onClose: () => void;
}

/** The edit dialog of a registration request: its contact details and 'Allow registration' (A§2). */
export function RequestEditDialog({ request, onClose }: RequestEditDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const notify = useNotify();
  const sendForConfirm = useSendForConfirm();

  const handleAllow = () =>
    sendForConfirm.mutate(request.id, {
      onSuccess: () => {
        notify(t('registrationPermissionSent'), { severity: 'success' });
        onClose();
      },
      // A§8: approval errors are only logged, with no message to the user.
      onError: (error) => console.error(`Approving request ${request.id} failed`, error),
    });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('requestNumbered', { id: request.id })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {shownFields.map(({ field, label }) => (
            <TextField
              key={field}
              label={t(label)}
              value={request[field]}
              slotProps={{ htmlInput: { readOnly: true } }}
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
        <Button variant="contained" onClick={handleAllow} disabled={sendForConfirm.isPending}>
          {t('allowRegistration')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
