import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';

export interface FormActionsProps {
  /** Disables every button while a change is being sent. */
  busy: boolean;
  /** Where Cancel goes; the unsaved-changes guard asks first. */
  cancelTo: string;
  saveLabel?: string;
  /** Shown when the record can be deleted. */
  onDelete?: () => void;
  deleteLabel?: string;
  /**
   * The screen's heading: the buttons then head the form, right of it.
   * Without one they end the form, Delete apart at the right.
   */
  heading?: string;
}

/** The buttons of a record's form: Cancel, Save (submits the form) and, when allowed, Delete. */
export function FormActions({
  busy,
  cancelTo,
  saveLabel = 'Save',
  onDelete,
  deleteLabel = 'Delete',
  heading,
}: FormActionsProps) {
  const navigate = useNavigate();
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', flexWrap: 'wrap', ...(heading ? { mb: 2 } : { mt: 3 }) }}
    >
      {heading && (
        <Typography component="h1" variant="h6" sx={{ flexGrow: 1 }}>
          {heading}
        </Typography>
      )}
      <Button onClick={() => void navigate(cancelTo)} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" variant="contained" disabled={busy}>
        {saveLabel}
      </Button>
      {!heading && <Box sx={{ flexGrow: 1 }} />}
      {onDelete && (
        <Button color="error" variant="outlined" onClick={onDelete} disabled={busy}>
          {deleteLabel}
        </Button>
      )}
    </Stack>
  );
}
