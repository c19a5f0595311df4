import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';

export interface RecordScreenProps {
  /** The heading: 'New banner', 'Edit banner', 'User jdoe'. */
  title: string;
  /** The list the record belongs to: the link above the heading, and where Cancel goes. */
  list: { path: string; title: string };
  /** Saves: the form's submit handler (react-hook-form's `handleSubmit(...)`). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  /** Disables the buttons while a change is being sent. */
  busy: boolean;
  saveLabel?: string;
  /** Deletes the record; without it there is no delete button (a new record). */
  onDelete?: () => unknown;
  /** Says what is deleted, e.g. 'Delete banner': a screen may have other delete buttons. */
  deleteLabel: string;
  /** The fields, and anything else the form renders (its dialogs). */
  children: ReactNode;
}

/**
 * The card of one record, the same on every record screen: the list's link
 * and the heading at the top left, Cancel, Save and Delete at the top right,
 * then the fields. A submit while the previous one still runs is ignored.
 */
export function RecordScreen({
  title,
  list,
  onSubmit,
  busy,
  saveLabel = 'Save',
  onDelete,
  deleteLabel,
  children,
}: RecordScreenProps) {
  const navigate = useNavigate();
  const titleId = useId();
  // Set at submit time: the disabled Save shows a render later, after a fast second click.
  const submitting = useRef(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.current) return;
    submitting.current = true;
    try {
      await onSubmit(event);
    } finally {
      submitting.current = false;
    }
  };

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
          <Typography id={titleId} component="h1" variant="h6">
            {title}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1}>
          <Button onClick={() => void navigate(list.path)} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {saveLabel}
          </Button>
          {onDelete && (
            <Button
              color="error"
              variant="outlined"
              startIcon={<DeleteIcon />}
              onClick={() => void onDelete()}
              disabled={busy}
            >
              {deleteLabel}
            </Button>
          )}
        </Stack>
      </Stack>
      {children}
    </Paper>
  );
}
