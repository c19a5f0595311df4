import { messages } from '@bo/contract';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { useId } from 'react';

/** Shown while an import runs (C§2.10, C§4.6); it cannot be closed by the user. */
export function ImportProgressDialog({
  open,
  text = messages.importRunning,
}: {
  open: boolean;
  text?: string;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{text}</DialogTitle>
      <DialogContent>
        <LinearProgress aria-labelledby={titleId} />
      </DialogContent>
    </Dialog>
  );
}
