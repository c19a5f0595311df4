import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface FailedLinesDialogProps {
  open: boolean;
  /** Defaults to 'The following lines have not imported'. */
  title?: string;
  /** One text per failed line, e.g. 'Line 4: Unknown mark'. */
  lines: readonly string[];
  onClose: () => void;
}

/** The lines an import or a delete by list could not take (C§2.10). */
export function FailedLinesDialog({ open, title, lines, onClose }: FailedLinesDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title ?? t('importFailedTitle')}</DialogTitle>
      <DialogContent dividers>
        <List dense aria-labelledby={titleId}>
          {lines.map((line, index) => (
            // Lines may repeat; their order is their identity.
            <ListItem key={index} disableGutters>
              <ListItemText primary={line} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
