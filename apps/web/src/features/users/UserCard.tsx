import {
  ApiError,
  custNoRequired,
  redirectDelayMs,
  snackbarTimeouts,
  userScreens,
  type User,
  type UserVariant,
} from '@bo/contract';
import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useMe } from '../../platform/auth/auth.api';
import { FormCheckbox } from '../../platform/ui/form/FormCheckbox';
import { FormTextField } from '../../platform/ui/form/FormTextField';
import { useRecordForm } from '../../platform/ui/form/useRecordForm';
import { RecordScreen } from '../../platform/ui/RecordScreen';
import { useConfirmDelete } from '../../platform/ui/useConfirm';
import { errorText, useNotify } from '../../platform/ui/useNotify';
import { useCustomerLookup } from './useCustomerLookup';
import { useLoginMirror } from './useLoginMirror';
import {
  cardFieldsSchema,
  cardValues,
  userCardSchema,
  validationMessage,
  type UserCardValues,
} from './userCardValues';
import { UserPasswordField } from './UserPasswordField';
import { firstErrorText, useDeleteUser, useSaveUser } from './users.api';

interface UserCardProps {
  variant: UserVariant;
  /** null creates a user. */
  user: User | null;
}

/** The user card (A§2, C§2.8): create or edit one portal user. */
export function UserCard({ variant, user }: UserCardProps) {
  const { t } = useTranslation();
  const isNew = user === null;
  const me = useMe();
  const screens = userScreens(variant);
  const navigate = useNavigate();
  const notify = useNotify();
  const confirmDelete = useConfirmDelete();
  const saveUser = useSaveUser(variant);
  const deleteUser = useDeleteUser(variant);

  // Staff users have no customer code (A§5, issue 19): the code is needed for a
  // new user, on My users, and for a user holding CustomerUser, as the server decides.
  const heldRoles = user?.roleList.map((role) => role.role) ?? [];
  const codeRequired = custNoRequired(variant, isNew, heldRoles);
  const { form, guard } = useRecordForm<UserCardValues>(
    // Rebuilt on every render: react-hook-form checks with the latest, so a role
    // added or removed in the roles table below changes the rule at once.
    userCardSchema(isNew, codeRequired),
    cardValues(user, variant, me),
  );
  const { control, handleSubmit, getValues, reset, setError, formState } = form;
  const blocked = useWatch({ control, name: 'blocked' });
  useLoginMirror(form, isNew);
  const { lookUpCustomer, handleCustNoBlur } = useCustomerLookup(form, variant, user);

  const [leaving, setLeaving] = useState(false);
  const leaveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(leaveTimer.current), []);
  /** After a save or delete the list follows 1 s later (A§4, C§7). */
  const leaveForList = () => {
    guard.release();
    setLeaving(true);
    leaveTimer.current = setTimeout(() => void navigate(screens.list), redirectDelayMs);
  };

  const showServerErrors = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    for (const [field, [message]] of Object.entries(error.errors ?? {})) {
      if (field in cardFieldsSchema.shape) setError(field as keyof UserCardValues, { message });
    }
  };

  const save = async (values: UserCardValues) => {
    if (isNew && !(await lookUpCustomer(values.custNo.trim()))) return;
    // Read again: the lookup may have filled name, e-mail and phone.
    const { changePassword: withNewPassword, ...card } = getValues();
    const blockReason = card.blocked ? card.blockReason : null;
    saveUser.mutate(
      { isNew, changePassword: withNewPassword, user: { ...card, blockReason, comId: me.comId } },
      {
        onSuccess: (saved) => {
          reset(cardValues(saved, variant, me));
          notify(isNew ? t('userCreated') : t('userChanged'), {
            severity: 'success',
            timeoutMs: isNew ? snackbarTimeouts.newUser : snackbarTimeouts.default,
          });
          leaveForList();
        },
        onError: (error) => {
          showServerErrors(error);
          // A failed create shows the answer's text, a failed update its first error (A§8).
          notify(isNew ? errorText(error, t) : firstErrorText(error, t), {
            severity: 'error',
            timeoutMs: isNew ? snackbarTimeouts.newUser : snackbarTimeouts.default,
          });
        },
      },
    );
  };
  const onSubmit = handleSubmit(save, (errors) => {
    const message = validationMessage(errors, t);
    if (message) notify(message, { severity: 'error', timeoutMs: snackbarTimeouts.userCard });
  });

  const handleDelete = async () => {
    if (!user) return;
    const confirmed = await confirmDelete({
      title: t('deleteUser'),
      text: t('deleteUserConfirm', { login: user.login }),
    });
    if (!confirmed) return;
    deleteUser.mutate(user, {
      onSuccess: () => {
        notify(t('userDeleted'), { severity: 'success' });
        leaveForList();
      },
    });
  };

  const busy = formState.isSubmitting || saveUser.isPending || deleteUser.isPending || leaving;
  const canDelete = !isNew && user.login !== me.login;

  return (
    <RecordScreen
      title={isNew ? t('newUser') : t('userNamed', { login: user.login })}
      list={{ path: screens.list, title: t('users') }}
      onSubmit={onSubmit}
      busy={busy}
      saveLabel={t('saveUser')}
      onDelete={canDelete ? handleDelete : undefined}
      deleteLabel={t('deleteUser')}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {/* React's blur bubbles: the lookup runs when the customer code loses focus. */}
        <Box onBlur={handleCustNoBlur}>
          <FormTextField
            control={control}
            name="custNo"
            label={t('customerCode')}
            required={codeRequired}
            helperText={codeRequired ? undefined : t('custNoOptional')}
            readOnly={variant === 'customer'}
          />
        </Box>
        <FormTextField
          control={control}
          name="login"
          label={t('login')}
          required
          readOnly={!isNew}
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <UserPasswordField form={form} isNew={isNew} busy={busy} />
        </Box>
        <FormTextField control={control} name="fullName" label={t('fullName')} />
        <FormTextField control={control} name="phone" label={t('phone')} />
        <FormTextField control={control} name="eMail" label={t('eMail')} type="email" />
        <FormCheckbox control={control} name="blocked" label={t('blocked')} />
        <FormTextField
          control={control}
          name="blockReason"
          label={t('blockReason')}
          disabled={!blocked}
        />
      </Box>
      {guard.dialog}
    </RecordScreen>
  );
}
