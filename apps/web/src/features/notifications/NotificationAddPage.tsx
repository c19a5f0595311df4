import {
  maxTerms,
  nextTermId,
  notificationRequestSchema,
  notificationScreens,
  notificationTypeName,
  snackbarTimeouts,
  type NotificationRequest,
  type NotificationTerm,
} from '@bo/contract';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { fieldErrorText } from '../../platform/fieldErrorText';
import { ErrorAlert } from '../../platform/ui/ErrorAlert';
import { FormSelect } from '../../platform/ui/form/FormSelect';
import { useSchemaForm } from '../../platform/ui/form/useSchemaForm';
import { useUnsavedChangesGuard } from '../../platform/ui/useUnsavedChangesGuard';
import { useNotify } from '../../platform/ui/useNotify';
import type { z } from 'zod';
import { TermDialog, TermsTable, type TermValues } from '../customers';
import {
  notificationKeys,
  useCreateNotifications,
  useNotificationTypes,
} from './notifications.api';
import { PreviewDialog } from './PreviewDialog';
import { notificationTermFields } from './termFields';

type NotificationForm = z.input<typeof notificationRequestSchema>;

/** /admin/notifications/add (A§2): a type, its template, the terms, View list and Create. */
export function NotificationAddPage() {
  const { t } = useTranslation();
  const types = useNotificationTypes();
  // The contract's request schema checks the form, as the server checks the request (A§5).
  const { control, handleSubmit, getValues, setValue } = useSchemaForm<
    NotificationForm,
    NotificationRequest
  >(notificationRequestSchema, { type: undefined, contentTerms: [] });
  const type = useWatch({ control, name: 'type' });
  const terms = useWatch({ control, name: 'contentTerms' }) as NotificationTerm[];
  const [preview, setPreview] = useState<NotificationRequest | null>(null);
  const notify = useNotify();
  const navigate = useNavigate();
  const create = useCreateNotifications();
  const guard = useUnsavedChangesGuard(terms.length > 0);

  const chosenType = types.data?.find((choice) => choice.type === type);
  // Before a choice the first type's template is shown (A§2).
  const template = (chosenType ?? types.data?.[0])?.template ?? '';
  const typeChoices = useMemo(
    () =>
      (types.data ?? []).map((choice) => ({
        value: choice.type,
        label: notificationTypeName(choice.type, t, choice.name),
      })),
    [types.data, t],
  );

  const setTerms = (change: (current: NotificationTerm[]) => NotificationTerm[]) =>
    setValue('contentTerms', change(getValues('contentTerms') as NotificationTerm[]), {
      shouldDirty: true,
    });

  /** Says what is missing, the type before the terms (A§5). */
  const refuse = (errors: FieldErrors<NotificationForm>) => {
    const words =
      errors.type?.message ?? errors.contentTerms?.message ?? errors.contentTerms?.root?.message;
    notify(words === undefined ? t('addTerms') : fieldErrorText(words, t), {
      severity: 'error',
      timeoutMs: snackbarTimeouts.notificationValidation,
    });
  };

  const handleSaveTerm = (edited: NotificationTerm | null, values: TermValues) =>
    setTerms((current) =>
      edited
        ? current.map((term) => (term.id === edited.id ? { ...term, ...values } : term))
        : [...current, { id: nextTermId(current), ...values }],
    );

  const handleViewList = handleSubmit((request) => setPreview(request), refuse);

  const handleCreate = handleSubmit(
    (request) =>
      create.mutate(request, {
        onSuccess: ({ created, skipped }) => {
          // Nothing made: say why and stay, so the terms can be changed.
          if (created === 0) {
            const text =
              skipped > 0 ? t('notificationsSkipped', { count: skipped }) : t('noCustomersMatched');
            notify(text, { severity: 'warning' });
            return;
          }
          const text =
            skipped > 0
              ? `${t('notificationsCreated')}. ${t('notificationsSkipped', { count: skipped })}`
              : t('notificationsCreated');
          notify(text, { severity: 'success' });
          guard.release();
          void navigate(notificationScreens.list);
        },
      }),
    refuse,
  );

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Button
              component={RouterLink}
              to={notificationScreens.list}
              startIcon={<ArrowBackIcon />}
            >
              {t('back')}
            </Button>
            <Typography component="h1" variant="h6" sx={{ flexGrow: 1 }}>
              {t('newNotification')}
            </Typography>
            <Button variant="outlined" onClick={() => void handleViewList()}>
              {t('viewList')}
            </Button>
            <Button
              variant="contained"
              onClick={() => void handleCreate()}
              disabled={create.isPending}
            >
              {t('create')}
            </Button>
          </Stack>
          {types.isError && <ErrorAlert error={types.error} onRetry={() => void types.refetch()} />}
          <FormSelect
            control={control}
            name="type"
            label={t('notificationType')}
            choices={typeChoices}
            sx={{ maxWidth: 400 }}
          />
          <TextField
            label={t('messageTemplate')}
            value={template}
            multiline
            minRows={2}
            slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
          />
        </Stack>
      </Paper>
      <TermsTable
        fields={notificationTermFields}
        queryKey={notificationKeys.terms(terms)}
        loadTerms={() => Promise.resolve(terms)}
        addDisabled={terms.length >= maxTerms}
        onDelete={(deleted) =>
          setTerms((current) => current.filter((term) => term.id !== deleted.id))
        }
        dialog={(editing) => (
          <TermDialog
            term={editing.record}
            fields={notificationTermFields}
            onSave={(values) => {
              handleSaveTerm(editing.record, values);
              editing.close();
            }}
            onClose={editing.close}
          />
        )}
      />
      {preview && <PreviewDialog request={preview} onClose={() => setPreview(null)} />}
      {guard.dialog}
    </Stack>
  );
}
