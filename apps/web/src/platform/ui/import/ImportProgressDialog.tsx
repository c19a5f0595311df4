import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Shown while an import runs (C§2.10, C§4.6); it cannot be closed by the user. */
export function ImportProgressDialog({
  open,
  text,
}: {
  open: boolean;
  /** 'Importing…' by default. */
  text?: string;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{text ?? t('importRunning')}</DialogTitle>
      <DialogContent>
        <LinearProgress aria-labelledby={titleId} />
      </DialogContent>
    </Dialog>
  );
}
