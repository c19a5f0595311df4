import { passwordRuleSchema, requestScreens } from '@bo/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { z } from 'zod';
import { FormTextField } from '../../../platform/ui/form/FormTextField';
import { useSchemaForm } from '../../../platform/ui/form/useSchemaForm';
import { errorText } from '../../../platform/ui/useNotify';
import { PublicFrame } from '../../../platform/shell/PublicFrame';
import { useConfirmation, useSetPassword } from './registration.api';

const passwordFormSchema = (t: TFunction) =>
  z
    .object({ password: passwordRuleSchema, repeat: z.string() })
    .refine((values) => values.password === values.repeat, {
      path: ['repeat'],
      error: t('passwordsDiffer'),
    });

/** /confirm#{token}: the requester of an approved registration sets their password (DESIGN §5). */
export function ConfirmPage() {
  const { t } = useTranslation();
  const token = useLocation().hash.slice(1);
  const confirmation = useConfirmation(token);
  const setPassword = useSetPassword();

  if (confirmation.isPending) {
    return (
      <PublicFrame title={t('confirmationTitle')}>
        <LinearProgress />
      </PublicFrame>
    );
  }
  if (confirmation.isError) {
    // Invalid, used or expired: the server says which; no form.
    return (
      <PublicFrame title={t('confirmationTitle')}>
        <Stack spacing={2}>
          <Alert severity="error">{errorText(confirmation.error, t)}</Alert>
          <Link component={RouterLink} to={requestScreens.register}>
            {t('requestAccess')}
          </Link>
          <Link component={RouterLink} to="/login">
            {t('signIn')}
          </Link>
        </Stack>
      </PublicFrame>
    );
  }
  if (setPassword.isSuccess) {
    return (
      <PublicFrame title={t('confirmationTitle')}>
        <Stack spacing={2}>
          <Alert severity="success">{t('passwordSet')}</Alert>
          <Button component={RouterLink} to="/login" variant="contained">
            {t('signIn')}
          </Button>
        </Stack>
      </PublicFrame>
    );
  }

  return (
    <PublicFrame title={t('confirmationTitle')}>
      <PasswordForm
        login={confirmation.data.login}
        onSave={(password) => setPassword.mutate({ token, password })}
        saving={setPassword.isPending}
        error={setPassword.isError ? setPassword.error : null}
      />
    </PublicFrame>
  );
}

function PasswordForm({
  login,
  onSave,
  saving,
  error,
}: {
  login: string;
  onSave: (password: string) => void;
  saving: boolean;
  error: unknown;
}) {
  const { t } = useTranslation();
  const { control, handleSubmit } = useSchemaForm(passwordFormSchema, {
    password: '',
    repeat: '',
  });

  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={handleSubmit(({ password }) => onSave(password))}
    >
      {error !== null && <Alert severity="error">{errorText(error, t)}</Alert>}
      <TextField
        label={t('login')}
        value={login}
        autoComplete="username"
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      <FormTextField
        control={control}
        name="password"
        label={t('newPassword')}
        type="password"
        required
        autoFocus
        autoComplete="new-password"
        helperText={t('passwordRule')}
      />
      <FormTextField
        control={control}
        name="repeat"
        label={t('repeatPassword')}
        type="password"
        required
        autoComplete="new-password"
      />
      <Button type="submit" variant="contained" disabled={saving}>
        {t('save')}
      </Button>
    </Stack>
  );
}
