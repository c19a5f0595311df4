import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A dialog that only shows, closed by its Close button: by default a wide one
 * around a table (with stateInAddress={false}).
 */
export function TableDialog({
  title,
  onClose,
  children,
  open = true,
  maxWidth = 'lg',
  titleId,
}: {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  open?: boolean;
  maxWidth?: DialogProps['maxWidth'];
  /** The title's id, for content labelled by it; one of its own when not given. */
  titleId?: string;
}) {
  const { t } = useTranslation();
  const ownTitleId = useId();
  const labelId = titleId ?? ownTitleId;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby={labelId}>
      <DialogTitle id={labelId}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
