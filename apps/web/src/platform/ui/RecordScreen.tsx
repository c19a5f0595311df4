import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, type SubmitEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FormReadOnlyContext } from './form/formReadOnly';
import { PageBreadcrumbs, type Crumb } from './PageBreadcrumbs';
import type { RecordModes } from './useRecordModes';

export type { RecordMode, RecordModes } from './useRecordModes';

export interface RecordScreenProps {
  /** The heading: 'New banner', 'Edit banner', 'User jdoe'. */
  title: string;
  /** The list the record belongs to: the link above the heading, and where Cancel goes. */
  list: { path: string; title: string };
  /**
   * The trail above the heading instead of the list's link, e.g. Vehicles › Audi › A4
   * (C§2.5); its last crumb is this record.
   */
  crumbs?: readonly Crumb[];
  /** Saves: the form's submit handler (react-hook-form's `handleSubmit(...)`). */
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => unknown;
  /** Disables the buttons while a change is being sent. */
  busy: boolean;
  /** Save of a new record, and of the always-editable card ('Save' by default). */
  saveLabel?: string;
  /** Save in edit mode ('Save updated' by default). */
  updateLabel?: string;
  /** Deletes the record; without it there is no delete button (a new record). */
  onDelete?: () => unknown;
  /** Says what is deleted, e.g. 'Delete banner': a screen may have other delete buttons. */
  deleteLabel: string;
  /**
   * The create / view / edit modes of C§4.3 (`useRecordModes`). Without it the
   * card is always editable: Cancel, Save and Delete.
   */
  modes?: RecordModes;
  /** The fields, and anything else the form renders (its dialogs). */
  children: ReactNode;
}

/**
 * The card of one record, the same on every record screen: the list's link
 * (or a breadcrumb trail) and the heading at the top left, the buttons at the
 * top right, then the fields. With `modes` (C§4.3): create has Cancel (back
 * to the list) and Save; view has Edit and Delete, the fields read-only; edit
 * has Cancel (reloads the record) and Save updated. A submit while the
 * previous one still runs, or in view mode, is ignored.
 */
export function RecordScreen({
  title,
  list,
  crumbs,
  onSubmit,
  busy: sending,
  saveLabel,
  updateLabel,
  onDelete,
  deleteLabel,
  modes,
  children,
}: RecordScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  // Set at submit time: the disabled Save shows a render later, after a fast second click.
  const submitting = useRef(false);
  const mode = modes?.mode;
  const busy = sending || (modes?.moving ?? false);

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.current || mode === 'view') return;
    submitting.current = true;
    try {
      await onSubmit(event);
    } finally {
      submitting.current = false;
    }
  };

  const cancel = (
    <Button
      onClick={() => (mode === 'edit' ? modes?.cancelEdit() : void navigate(list.path))}
      disabled={busy}
    >
      {t('cancel')}
    </Button>
  );
  const save = (
    <Button type="submit" variant="contained" disabled={busy}>
      {mode === 'edit' ? (updateLabel ?? t('saveUpdated')) : (saveLabel ?? t('save'))}
    </Button>
  );
  const remove = onDelete && (
    <Button
      color="error"
      variant="outlined"
      startIcon={<DeleteIcon />}
      onClick={() => void onDelete()}
      disabled={busy}
    >
      {deleteLabel}
    </Button>
  );

  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      aria-labelledby={titleId}
      onSubmit={handleSubmit}
      sx={{ p: 2 }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'flex-end', flexWrap: 'wrap', columnGap: 2, rowGap: 1, mb: 2 }}
      >
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          {crumbs ? (
            <PageBreadcrumbs crumbs={crumbs} />
          ) : (
            <Link
              component={RouterLink}
              to={list.path}
              variant="body2"
              underline="hover"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
            >
              <ArrowBackIcon fontSize="inherit" />
              {list.title}
            </Link>
          )}
          <Typography id={titleId} component="h1" variant="h6">
            {title}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1}>
          {mode === 'view' ? (
            <>
              <Button
                variant="contained"
                startIcon={<EditIcon />}
                onClick={modes?.startEdit}
                disabled={busy}
              >
                {t('edit')}
              </Button>
              {remove}
            </>
          ) : (
            <>
              {cancel}
              {save}
              {/* Delete belongs to view mode, and to the always-editable card. */}
              {mode === undefined && remove}
            </>
          )}
        </Stack>
      </Stack>
      <FormReadOnlyContext value={mode === 'view'}>{children}</FormReadOnlyContext>
    </Paper>
  );
}
