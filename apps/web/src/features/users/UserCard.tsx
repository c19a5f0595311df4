import {
  ApiError,
  messages,
  newUserBlocked,
  redirectDelayMs,
  snackbarTimeouts,
  userCardErrors,
  userScreens,
  type Me,
  type User,
  type UserVariant,
} from '@bo/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { useMe } from '../../platform/auth/auth.api';
import { FormActions } from '../../platform/ui/form/FormActions';
import { FormCheckbox } from '../../platform/ui/form/FormCheckbox';
import { FormTextField } from '../../platform/ui/form/FormTextField';
import { useConfirm } from '../../platform/ui/useConfirm';
import { errorText, useNotify } from '../../platform/ui/useNotify';
import { useUnsavedChangesGuard } from '../../platform/ui/useUnsavedChangesGuard';
import { generatePassword } from './generatePassword';
import { fetchCustomerInfo, firstErrorText, useDeleteUser, useSaveUser } from './users.api';

const cardFieldsSchema = z.object({
  login: z.string(),
  pwd: z.string(),
  custNo: z.string(),
  fullName: z.string(),
  phone: z.string(),
  eMail: z.string(),
  blocked: z.boolean(),
  blockReason: z.string(),
  /** Change-password mode of an existing user (C§4.5). */
  changePassword: z.boolean(),
});
type UserCardValues = z.infer<typeof cardFieldsSchema>;

/** The card's rules are the contract's `userCardErrors`, shared with the server. */
function userCardSchema(isNew: boolean) {
  return cardFieldsSchema.superRefine((card, context) => {
    const errors = userCardErrors(card, { isNew, changePassword: card.changePassword });
    for (const [field, [message]] of Object.entries(errors)) {
      context.addIssue({ code: 'custom', path: [field], message });
    }
  });
}

function cardValues(user: User | null, variant: UserVariant, me: Me): UserCardValues {
  // My users: a customer user creates users of their own customer code only, and
  // the login starts as that code, as if it had been typed (C§4.5).
  const ownCode = variant === 'customer' ? (me.custNo ?? '') : '';
  return {
    login: user?.login ?? ownCode,
    pwd: '',
    custNo: user ? (user.custNo ?? '') : ownCode,
    fullName: user?.fullName ?? '',
    phone: user?.phone ?? '',
    eMail: user?.eMail ?? '',
    blocked: user?.blocked ?? newUserBlocked[variant],
    blockReason: user?.blockReason ?? '',
    changePassword: false,
  };
}

/** 'Fill in all required fields' when a required field is blank, else the first rule broken. */
function validationMessage(errors: FieldErrors<UserCardValues>): string | undefined {
  const texts = Object.values(errors).map((error) => error?.message);
  return texts.includes(messages.requiredField) ? messages.fillAllRequired : texts[0];
}

export interface UserCardProps {
  variant: UserVariant;
  /** null creates a user. */
  user: User | null;
}

/** The user card (A§2, C§2.8): create or edit one portal user. */
export function UserCard({ variant, user }: UserCardProps) {
  const isNew = user === null;
  const me = useMe();
  const screens = userScreens(variant);
  const navigate = useNavigate();
  const notify = useNotify();
  const confirm = useConfirm();
  const saveUser = useSaveUser(variant);
  const deleteUser = useDeleteUser(variant);

  const form = useForm<UserCardValues>({
    resolver: zodResolver(userCardSchema(isNew)),
    defaultValues: cardValues(user, variant, me),
  });
  const { control, handleSubmit, getValues, setValue, resetField, reset, setError, formState } =
    form;
  const [blocked, changePassword] = useWatch({ control, name: ['blocked', 'changePassword'] });
  const guard = useUnsavedChangesGuard(formState.isDirty);

  // While creating, the login follows the customer code until it is edited by hand (C§4.5).
  useEffect(() => {
    if (!isNew) return undefined;
    let mirrored = getValues('login');
    const subscription = form.watch((values, { name }) => {
      if (name !== 'custNo' || values.login !== mirrored) return;
      mirrored = values.custNo ?? '';
      setValue('login', mirrored, { shouldDirty: true });
    });
    return () => subscription.unsubscribe();
  }, [isNew, form, getValues, setValue]);

  // The customer code whose record last filled the card: a lookup fills it once per code.
  const lookedUp = useRef(user?.custNo ?? null);
  const lookUpCustomer = async (custNo: string): Promise<boolean> => {
    try {
      const customer = await fetchCustomerInfo(variant, custNo);
      if (lookedUp.current !== custNo) {
        setValue('fullName', customer.custName, { shouldDirty: true });
        setValue('eMail', customer.eMail, { shouldDirty: true });
        setValue('phone', customer.phone, { shouldDirty: true });
        lookedUp.current = custNo;
      }
      return true;
    } catch (error) {
      const notFound = error instanceof ApiError && error.status === 404;
      notify(notFound ? messages.customerNotFound : errorText(error), {
        severity: notFound ? 'warning' : 'error',
        timeoutMs: snackbarTimeouts.newUser,
      });
      return false;
    }
  };
  const handleCustNoBlur = () => {
    const custNo = getValues('custNo').trim();
    if (custNo && custNo !== lookedUp.current) void lookUpCustomer(custNo);
  };

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
          notify(isNew ? messages.userCreated : messages.userChanged, {
            severity: 'success',
            timeoutMs: isNew ? snackbarTimeouts.newUser : snackbarTimeouts.default,
          });
          leaveForList();
        },
        onError: (error) => {
          showServerErrors(error);
          // A failed create shows the answer's text, a failed update its first error (A§8).
          notify(isNew ? errorText(error) : firstErrorText(error), {
            severity: 'error',
            timeoutMs: isNew ? snackbarTimeouts.newUser : snackbarTimeouts.default,
          });
        },
      },
    );
  };
  const onSubmit = handleSubmit(save, (errors) => {
    const message = validationMessage(errors);
    if (message) notify(message, { severity: 'error', timeoutMs: snackbarTimeouts.userCard });
  });

  const handleDelete = async () => {
    if (!user) return;
    const confirmed = await confirm({
      title: 'Delete user',
      text: messages.deleteUserConfirm(user.login),
      confirmLabel: 'Delete',
    });
    if (!confirmed) return;
    deleteUser.mutate(user, {
      onSuccess: () => {
        notify(messages.userDeleted, { severity: 'success' });
        leaveForList();
      },
      onError: (error) => notify(firstErrorText(error), { severity: 'error' }),
    });
  };

  const startPasswordChange = () => {
    setValue('changePassword', true, { shouldDirty: true });
    setValue('pwd', '', { shouldDirty: true });
  };
  // Back to the untouched card: the stored password is never sent, so the field is empty again.
  const cancelPasswordChange = () => {
    resetField('pwd');
    setValue('changePassword', false, { shouldDirty: true });
  };
  const passwordEditable = isNew || changePassword;
  const busy = formState.isSubmitting || saveUser.isPending || deleteUser.isPending || leaving;
  const canDelete = !isNew && user.login !== me.login;

  return (
    <Paper component="form" variant="outlined" noValidate onSubmit={onSubmit} sx={{ p: 2 }}>
      <FormActions
        heading={isNew ? 'New user' : `User ${user.login}`}
        busy={busy}
        cancelTo={screens.list}
        saveLabel="Save user"
        onDelete={canDelete ? handleDelete : undefined}
        deleteLabel="Delete user"
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          maxWidth: 960,
        }}
      >
        {/* React's blur bubbles: the lookup runs when the customer code loses focus. */}
        <Box onBlur={handleCustNoBlur}>
          <FormTextField
            control={control}
            name="custNo"
            label="Customer code"
            required
            slotProps={{ htmlInput: { readOnly: variant === 'customer' } }}
          />
        </Box>
        <FormTextField
          control={control}
          name="login"
          label="Login"
          required
          slotProps={{ htmlInput: { readOnly: !isNew } }}
        />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <FormTextField
            control={control}
            name="pwd"
            label="Password"
            required={passwordEditable}
            disabled={!passwordEditable}
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
            disabled={busy || !passwordEditable}
            sx={{ mt: 1 }}
          >
            {messages.generatePassword}
          </Button>
          {!isNew &&
            (changePassword ? (
              <Button
                aria-label="Cancel password change"
                onClick={cancelPasswordChange}
                sx={{ mt: 1 }}
              >
                Cancel
              </Button>
            ) : (
              <Button onClick={startPasswordChange} disabled={busy} sx={{ mt: 1 }}>
                {messages.changePassword}
              </Button>
            ))}
        </Stack>
        <FormTextField control={control} name="fullName" label="Full name" />
        <FormTextField control={control} name="phone" label="Phone" />
        <FormTextField control={control} name="eMail" label="E-mail" type="email" />
        <FormCheckbox control={control} name="blocked" label="Blocked" />
        <FormTextField
          control={control}
          name="blockReason"
          label="Block Reason"
          disabled={!blocked}
        />
      </Box>
      {guard.dialog}
    </Paper>
  );
}
