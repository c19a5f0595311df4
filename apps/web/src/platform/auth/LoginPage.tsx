import { messages, requestScreens } from '@bo/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, Navigate, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { PublicFrame } from '../shell/PublicFrame';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import { requiredText } from '../ui/form/formField';
import { FormTextField } from '../ui/form/FormTextField';
import { errorText } from '../ui/useNotify';
import { useLogin, useSession } from './auth.api';
import { safeNext } from './safeNext';

const loginFormSchema = z.object({
  login: requiredText(),
  // Not trimmed: spaces may be part of a password.
  password: z.string().min(1, messages.requiredField),
});

type LoginFormValues = z.infer<typeof loginFormSchema>;

export function LoginPage() {
  const [searchParams] = useSearchParams();
  const next = safeNext(searchParams.get('next'));
  const navigate = useNavigate();
  useDocumentTitle('Sign in');
  const session = useSession();
  const login = useLogin();
  const { control, handleSubmit } = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { login: '', password: '' },
  });

  if (session.data) return <Navigate to={next} replace />;

  const onSubmit = handleSubmit((values) =>
    login.mutateAsync(values).then(
      () => navigate(next, { replace: true }),
      // The error is shown in the card from the mutation state.
      () => undefined,
    ),
  );

  return (
    <PublicFrame title={messages.productTitle}>
      <Stack component="form" spacing={2} noValidate onSubmit={onSubmit}>
        {login.isError && <Alert severity="error">{errorText(login.error)}</Alert>}
        <FormTextField
          control={control}
          name="login"
          label="Login"
          required
          autoComplete="username"
          autoFocus
        />
        <FormTextField
          control={control}
          name="password"
          label="Password"
          type="password"
          required
          autoComplete="current-password"
        />
        <Button type="submit" variant="contained" disabled={login.isPending}>
          Sign in
        </Button>
        <Link component={RouterLink} to={requestScreens.register} variant="body2">
          Request access
        </Link>
      </Stack>
    </PublicFrame>
  );
}
