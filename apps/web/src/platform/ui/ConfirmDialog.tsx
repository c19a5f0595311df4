import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorNotifier } from './useNotify';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  /** 'OK' by default. */
  confirmLabel?: string;
  /** 'Cancel' by default. */
  cancelLabel?: string;
  /** The confirm button shows disabled: the question says why it cannot be done (a blocked delete, C§4.3). */
  confirmDisabled?: boolean;
  /** May be async: the dialog shows progress and disables its buttons while it runs. */
  onConfirm: () => unknown;
  onCancel: () => void;
}

/**
 * A yes/no question. A failure of `onConfirm` goes to the error notifier and
 * counts as a cancel.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  confirmDisabled = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [running, setRunning] = useState(false);
  // Set at click time: the disabled button shows a render later, after a fast second click.
  const runningNow = useRef(false);
  const notifyError = useErrorNotifier();
  const titleId = useId();
  const textId = useId();

  const handleConfirm = async () => {
    // A second click of a double click can land while the dialog fades out after
    // a quick `onConfirm`: it must not run it again (a second delete, say).
    if (!open || runningNow.current) return;
    runningNow.current = true;
    setRunning(true);
    try {
      await onConfirm();
    } catch (error) {
      notifyError(error);
      onCancel();
    } finally {
      runningNow.current = false;
      setRunning(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={running ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={running} autoFocus={confirmDisabled}>
          {cancelLabel ?? t('cancel')}
        </Button>
        <Button
          onClick={handleConfirm}
          disabled={running || confirmDisabled}
          variant="contained"
          startIcon={running ? <CircularProgress size={16} color="inherit" /> : undefined}
          autoFocus={!confirmDisabled}
        >
          {confirmLabel ?? t('ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
