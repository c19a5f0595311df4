import { ApiError, messages, registrationFormSchema } from '@bo/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { ErrorAlert } from '../../../platform/ui/ErrorAlert';
import { FormSelect } from '../../../platform/ui/form/FormSelect';
import { FormTextField } from '../../../platform/ui/form/FormTextField';
import { errorText } from '../../../platform/ui/useNotify';
import { PublicFrame } from '../../../platform/shell/PublicFrame';
import { useRegister, useRegistrationCompanies } from './registration.api';

type RegistrationInput = z.input<typeof registrationFormSchema>;
type RegistrationOutput = z.output<typeof registrationFormSchema>;
type CompanyChoice = { comId: number; name: string };

const formFields = ['comId', 'custNo', 'fullName', 'eMail', 'phone'] as const;
const isFormField = (key: string): key is (typeof formFields)[number] =>
  formFields.some((field) => field === key);

const signInLink = (
  <Link component={RouterLink} to="/login">
    Back to sign in
  </Link>
);

/** /register: a prospective customer files a registration request (DESIGN §5). */
export function RegisterPage() {
  const companies = useRegistrationCompanies();
  const register = useRegister();

  let content;
  if (register.isSuccess) {
    content = (
      <Stack spacing={2}>
        <Alert severity="success">{messages.registrationSent}</Alert>
        {signInLink}
      </Stack>
    );
  } else if (companies.isError) {
    content = <ErrorAlert error={companies.error} onRetry={() => void companies.refetch()} />;
  } else if (!companies.data) {
    content = <LinearProgress />;
  } else {
    content = <RegistrationForm companies={companies.data} register={register} />;
  }

  return <PublicFrame title={messages.registrationTitle}>{content}</PublicFrame>;
}

function RegistrationForm({
  companies,
  register,
}: {
  companies: readonly CompanyChoice[];
  register: ReturnType<typeof useRegister>;
}) {
  const { control, handleSubmit, setError } = useForm<
    RegistrationInput,
    unknown,
    RegistrationOutput
  >({
    resolver: zodResolver(registrationFormSchema),
    defaultValues: {
      comId: companies[0]?.comId ?? 0,
      custNo: '',
      fullName: '',
      eMail: '',
      phone: '',
    },
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
      {register.isError && <Alert severity="error">{errorText(register.error)}</Alert>}
      {/* With one company there is nothing to choose. */}
      {companies.length !== 1 && (
        <FormSelect
          control={control}
          name="comId"
          label="Company"
          required
          choices={companies.map((company) => ({ value: company.comId, label: company.name }))}
        />
      )}
      <FormTextField control={control} name="custNo" label="Customer code" required autoFocus />
      <FormTextField
        control={control}
        name="fullName"
        label="Full name"
        required
        autoComplete="name"
      />
      <FormTextField
        control={control}
        name="eMail"
        label="E-mail"
        type="email"
        required
        autoComplete="email"
      />
      <FormTextField control={control} name="phone" label="Phone" type="tel" autoComplete="tel" />
      <Button type="submit" variant="contained" disabled={register.isPending}>
        Send
      </Button>
      {signInLink}
    </Stack>
  );
}
