import { ApiError, registrationFormSchema } from '@bo/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorAlert } from '../../../platform/ui/ErrorAlert';
import { FormSelect } from '../../../platform/ui/form/FormSelect';
import { FormTextField } from '../../../platform/ui/form/FormTextField';
import { useSchemaForm } from '../../../platform/ui/form/useSchemaForm';
import { errorText } from '../../../platform/ui/useNotify';
import { PublicFrame } from '../../../platform/shell/PublicFrame';
import { useRegister, useRegistrationCompanies } from './registration.api';

type CompanyChoice = { comId: number; name: string };

const formFields = ['comId', 'custNo', 'fullName', 'eMail', 'phone'] as const;
const isFormField = (key: string): key is (typeof formFields)[number] =>
  formFields.some((field) => field === key);

function SignInLink() {
  const { t } = useTranslation();
  return (
    <Link component={RouterLink} to="/login">
      {t('backToSignIn')}
    </Link>
  );
}

/** /register: a prospective customer files a registration request (DESIGN §5). */
export function RegisterPage() {
  const { t } = useTranslation();
  const companies = useRegistrationCompanies();
  const register = useRegister();

  let content;
  if (register.isSuccess) {
    content = (
      <Stack spacing={2}>
        <Alert severity="success">{t('registrationSent')}</Alert>
        <SignInLink />
      </Stack>
    );
  } else if (companies.isError) {
    content = <ErrorAlert error={companies.error} onRetry={() => void companies.refetch()} />;
  } else if (!companies.data) {
    content = <LinearProgress />;
  } else {
    content = <RegistrationForm companies={companies.data} register={register} />;
  }

  return <PublicFrame title={t('registrationTitle')}>{content}</PublicFrame>;
}

function RegistrationForm({
  companies,
  register,
}: {
  companies: readonly CompanyChoice[];
  register: ReturnType<typeof useRegister>;
}) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError } = useSchemaForm(registrationFormSchema, {
    comId: companies[0]?.comId ?? 0,
    custNo: '',
    fullName: '',
    eMail: '',
    phone: '',
  });

  const showFieldErrors = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    for (const [key, texts] of Object.entries(error.errors ?? {})) {
      const first = texts[0];
      if (first && isFormField(key)) setError(key, { message: first });
    }
  };

  const onSubmit = handleSubmit((form) => register.mutate(form, { onError: showFieldErrors }));

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={onSubmit}>
      {register.isError && <Alert severity="error">{errorText(register.error, t)}</Alert>}
      {/* With one company there is nothing to choose. */}
      {companies.length !== 1 && (
        <FormSelect
          control={control}
          name="comId"
          label={t('company')}
          required
          choices={companies.map((company) => ({ value: company.comId, label: company.name }))}
        />
      )}
      <FormTextField control={control} name="custNo" label={t('customerCode')} required autoFocus />
      <FormTextField
        control={control}
        name="fullName"
        label={t('fullName')}
        required
        autoComplete="name"
      />
      <FormTextField
        control={control}
        name="eMail"
        label={t('eMail')}
        type="email"
        required
        autoComplete="email"
      />
      <FormTextField
        control={control}
        name="phone"
        label={t('phone')}
        type="tel"
        autoComplete="tel"
      />
      <Button type="submit" variant="contained" disabled={register.isPending}>
        {t('send')}
      </Button>
      <SignInLink />
    </Stack>
  );
}
