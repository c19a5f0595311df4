import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../platform/ui/form/FormTextField';
import { generatePassword } from './generatePassword';
import type { UserCardValues } from './userCardValues';

interface UserPasswordFieldProps {
  form: UseFormReturn<UserCardValues>;
  isNew: boolean;
  busy: boolean;
}

/**
 * The password of the user card with Generate password, and for an existing
 * user the change-password mode: Change password clears the field, Cancel goes
 * back to the untouched card (C§4.5, DESIGN §5).
 */
export function UserPasswordField({ form, isNew, busy }: UserPasswordFieldProps) {
  const { t } = useTranslation();
  const { control, setValue, resetField, formState } = form;
  const changePassword = useWatch({ control, name: 'changePassword' });
  const editable = isNew || changePassword;

  const startChange = () => {
    setValue('changePassword', true, { shouldDirty: true });
    setValue('pwd', '', { shouldDirty: true });
  };
  // The stored password is never sent, so the field is empty again.
  const cancelChange = () => {
    resetField('pwd');
    setValue('changePassword', false, { shouldDirty: true });
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <FormTextField
        control={control}
        name="pwd"
        label={t('password')}
        required={editable}
        disabled={!editable}
        autoComplete="off"
        slotProps={{ htmlInput: { spellCheck: false } }}
        sx={{ flexGrow: 1 }}
      />
      <Button
        onClick={() =>
          setValue('pwd', generatePassword(), {
            shouldDirty: true,
            shouldValidate: formState.isSubmitted,
          })
        }
        disabled={busy || !editable}
        sx={{ mt: 1, flexShrink: 0, whiteSpace: 'nowrap' }}
      >
        {t('generatePassword')}
      </Button>
      {!isNew &&
        (changePassword ? (
          <Button
            aria-label={t('cancelPasswordChange')}
            onClick={cancelChange}
            sx={{ mt: 1, flexShrink: 0, whiteSpace: 'nowrap' }}
          >
            {t('cancel')}
          </Button>
        ) : (
          <Button
            onClick={startChange}
            disabled={busy}
            sx={{ mt: 1, flexShrink: 0, whiteSpace: 'nowrap' }}
          >
            {t('changePassword')}
          </Button>
        ))}
    </Stack>
  );
}
