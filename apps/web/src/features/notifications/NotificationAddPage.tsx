import {
  messages,
  nextTermId,
  notificationScreens,
  snackbarTimeouts,
  type NotificationRequest,
  type NotificationTerm,
} from '@bo/contract';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ErrorAlert } from '../../platform/ui/ErrorAlert';
import { useUnsavedChangesGuard } from '../../platform/ui/useUnsavedChangesGuard';
import { errorText, useNotify } from '../../platform/ui/useNotify';
import { useCreateNotifications, useNotificationTypes } from './notifications.api';
import { PreviewDialog } from './PreviewDialog';
import { TermDialog, type TermValues } from './TermDialog';
import { TermsTable } from './TermsTable';

/** The term dialog: closed, adding a new term, or editing one. */
type TermEditing = { term: NotificationTerm | null } | null;

/** /admin/notifications/add (A§2): a type, its template, the terms, View list and Create. */
export function NotificationAddPage() {
  const types = useNotificationTypes();
  const [type, setType] = useState<number | undefined>(undefined);
  const [terms, setTerms] = useState<NotificationTerm[]>([]);
  const [editing, setEditing] = useState<TermEditing>(null);
  const [preview, setPreview] = useState<NotificationRequest | null>(null);
  const notify = useNotify();
  const navigate = useNavigate();
  const create = useCreateNotifications();
  const guard = useUnsavedChangesGuard(terms.length > 0);

  const chosenType = types.data?.find((choice) => choice.type === type);
  // Before a choice the first type's template is shown (A§2).
  const template = (chosenType ?? types.data?.[0])?.template ?? '';

  /** Says what is missing (A§5) and answers null. */
  const refuse = (text: string) => {
    notify(text, { severity: 'error', timeoutMs: snackbarTimeouts.notificationValidation });
    return null;
  };

  /** The request of View list and Create; the type is checked before the terms (A§5). */
  const validRequest = (): NotificationRequest | null => {
    if (type === undefined) return refuse(messages.chooseNotificationType);
    if (terms.length === 0) return refuse(messages.addTerms);
    return { type, contentTerms: terms };
  };

  const handleSaveTerm = (values: TermValues) => {
    const edited = editing?.term;
    setTerms((current) =>
      edited
        ? current.map((term) => (term.id === edited.id ? { ...term, ...values } : term))
        : [...current, { id: nextTermId(current), ...values }],
    );
    setEditing(null);
  };

  const handleCreate = () => {
    const request = validRequest();
    if (!request) return;
    create.mutate(request, {
      onSuccess: ({ created, skipped }) => {
        // Nothing made: say why and stay, so the terms can be changed.
        if (created === 0) {
          const text =
            skipped > 0 ? messages.notificationsSkipped(skipped) : messages.noCustomersMatched;
          notify(text, { severity: 'warning' });
          return;
        }
        const text =
          skipped > 0
            ? `${messages.notificationsCreated}. ${messages.notificationsSkipped(skipped)}`
            : messages.notificationsCreated;
        notify(text, { severity: 'success' });
        guard.release();
        void navigate(notificationScreens.list);
      },
      onError: (error) => notify(errorText(error), { severity: 'error' }),
    });
  };

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
              Back
            </Button>
            <Typography component="h1" variant="h6" sx={{ flexGrow: 1 }}>
              New notification
            </Typography>
            <Button variant="outlined" onClick={() => setPreview(validRequest())}>
              View list
            </Button>
            <Button variant="contained" onClick={handleCreate} disabled={create.isPending}>
              Create
            </Button>
          </Stack>
          {types.isError && <ErrorAlert error={types.error} onRetry={() => void types.refetch()} />}
          <TextField
            select
            label="Notification type"
            value={chosenType ? String(chosenType.type) : ''}
            onChange={(event) => setType(Number(event.target.value))}
            sx={{ maxWidth: 400 }}
          >
            {(types.data ?? []).map((choice) => (
              <MenuItem key={choice.type} value={String(choice.type)}>
                {choice.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Message template"
            value={template}
            multiline
            minRows={2}
            slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
          />
        </Stack>
      </Paper>
      <TermsTable
        terms={terms}
        onAdd={() => setEditing({ term: null })}
        onEdit={(term) => setEditing({ term })}
        onDelete={(deleted) =>
          setTerms((current) => current.filter((term) => term.id !== deleted.id))
        }
      />
      {editing && (
        <TermDialog term={editing.term} onSave={handleSaveTerm} onClose={() => setEditing(null)} />
      )}
      {preview && <PreviewDialog request={preview} onClose={() => setPreview(null)} />}
      {guard.dialog}
    </Stack>
  );
}
