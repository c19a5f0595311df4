import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickedFile } from './fileColumns';
import { FileManager } from './FileManager';

export interface FileManagerDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the image double-clicked (or inserted with its button), e.g. to insert it into a text. */
  onPick: (file: PickedFile) => void;
  /** Close after a pick (default true). */
  closeOnPick?: boolean;
}

/**
 * The file manager as a modal (A§2), as the rich-text editor opens it: a
 * double-click on an image calls `onPick` with its public URL and name.
 */
export function FileManagerDialog({
  open,
  onClose,
  onPick,
  closeOnPick = true,
}: FileManagerDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  // The folder is remembered while the host screen stays open.
  const [dir, setDir] = useState('');
  const handlePick = useCallback(
    (file: PickedFile) => {
      onPick(file);
      if (closeOnPick) onClose();
    },
    [onPick, onClose, closeOnPick],
  );

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="lg">
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {t('fileManager')}
        <IconButton
          aria-label={t('close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <FileManager dir={dir} onDirChange={setDir} onPick={handlePick} />
      </DialogContent>
    </Dialog>
  );
}
