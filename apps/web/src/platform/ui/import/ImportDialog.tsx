import ClearIcon from '@mui/icons-material/Clear';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePickerButton } from '../FilePickerButton';

const acceptedImportTypes =
  '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** An import that reads a .csv text file as well as a workbook. */
const acceptedImportTypesWithCsv = `.csv,text/csv,${acceptedImportTypes}`;

export interface ImportDialogProps {
  open: boolean;
  /** The data named in the default title 'Import data {type} from file'. */
  type?: string;
  /** Replaces the default title. */
  title?: string;
  /** Delete by list: the button says Delete instead of Import. */
  deleteMode?: boolean;
  /** Shows 'Reading occurs from the second line'; off for files without a header row. */
  readsFromSecondLine?: boolean;
  /** The file may be a .csv text as well as an .xlsx workbook (the note says so). */
  acceptsCsv?: boolean;
  onImport: (file: File) => void;
  onClose: () => void;
}

/** Chooses the .xlsx (or .csv) file of an import (C§2.10); the caller runs the import. */
export function ImportDialog({
  open,
  type = '',
  title,
  deleteMode = false,
  readsFromSecondLine = true,
  acceptsCsv = false,
  onImport,
  onClose,
}: ImportDialogProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const titleId = useId();

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{
        paper: { sx: { maxWidth: 500 } },
        // The next opening starts without a file.
        transition: { onExited: () => setFile(null) },
      }}
    >
      <DialogTitle id={titleId}>{title ?? t('importTitle', { type })}</DialogTitle>
      <DialogContent>
        {readsFromSecondLine && (
          <Typography variant="body2">{t('importReadsFromSecondLine')}</Typography>
        )}
        <Typography variant="body2" gutterBottom>
          {acceptsCsv ? t('importSupportsCsvAndXlsx') : t('importSupportsXlsx')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center' }}>
          <FilePickerButton
            variant="outlined"
            startIcon={<UploadFileIcon />}
            inputLabel={t('chooseFile')}
            accept={acceptsCsv ? acceptedImportTypesWithCsv : acceptedImportTypes}
            onChoose={([chosen]) => setFile(chosen)}
          >
            {t('chooseFile')}
          </FilePickerButton>
          <Typography
            variant="body2"
            color={file ? 'text.primary' : 'text.secondary'}
            sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {file?.name ?? t('noFileChosen')}
          </Typography>
          <IconButton aria-label={t('clearFile')} onClick={() => setFile(null)} disabled={!file}>
            <ClearIcon />
          </IconButton>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button
          variant="contained"
          color={deleteMode ? 'error' : 'primary'}
          disabled={!file}
          onClick={() => file && onImport(file)}
        >
          {deleteMode ? t('delete') : t('import')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
