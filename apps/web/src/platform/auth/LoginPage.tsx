import { requestScreens } from '@bo/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { PublicFrame } from '../shell/PublicFrame';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import { requiredText } from '../ui/form/formField';
import { FormTextField } from '../ui/form/FormTextField';
import { useSchemaForm } from '../ui/form/useSchemaForm';
import { errorText } from '../ui/useNotify';
import { useLogin, useSession } from './auth.api';
import { safeNext } from './safeNext';

const loginFormSchema = (t: TFunction) =>
  z.object({
    login: requiredText(t),
    // Not trimmed: spaces may be part of a password.
    password: z.string().min(1, t('requiredField')),
  });

export function LoginPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const next = safeNext(searchParams.get('next'));
  const navigate = useNavigate();
  useDocumentTitle(t('signIn'));
  const session = useSession();
  const login = useLogin();
  const { control, handleSubmit } = useSchemaForm(loginFormSchema, { login: '', password: '' });

  if (session.data) return <Navigate to={next} replace />;

  const onSubmit = handleSubmit((values) =>
    login.mutateAsync(values).then(
      () => navigate(next, { replace: true }),
      // The error is shown in the card from the mutation state.
      () => undefined,
    ),
  );

  return (
    <PublicFrame title={t('productTitle')}>
      <Stack component="form" spacing={2} noValidate onSubmit={onSubmit}>
        {login.isError && <Alert severity="error">{errorText(login.error, t)}</Alert>}
        <FormTextField
          control={control}
          name="login"
          label={t('login')}
          required
          autoComplete="username"
          autoFocus
        />
        <FormTextField
          control={control}
          name="password"
          label={t('password')}
          type="password"
          required
          autoComplete="current-password"
        />
        <Button type="submit" variant="contained" disabled={login.isPending}>
          {t('signIn')}
        </Button>
        <Link component={RouterLink} to={requestScreens.register} variant="body2">
          {t('requestAccess')}
        </Link>
      </Stack>
    </PublicFrame>
  );
}
