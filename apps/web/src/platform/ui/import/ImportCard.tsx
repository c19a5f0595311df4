import { snackbarTimeouts } from '@bo/contract';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText, useNotify } from '../useNotify';
import { ImportDialog, type ImportDialogProps } from './ImportDialog';
import { ImportProgressDialog } from './ImportProgressDialog';

export interface ImportCardProps<Answer> {
  title: ReactNode;
  hint: string;
  /** The Import button's accessible name, when several import cards share a page. */
  buttonName?: string;
  dialog: Pick<ImportDialogProps, 'type' | 'title' | 'readsFromSecondLine'>;
  /** Sends the chosen file; its answer says how many lines failed. */
  importFile: UseMutationResult<Answer, Error, File>;
  failedLines: (answer: Answer) => number;
  /** Shows the answer (the created users, the failed lines); `close` forgets it. */
  results: (answer: Answer, close: () => void) => ReactNode;
}

/**
 * A home widget importing an .xlsx file (C§2.10, C§8): the shared import
 * dialog, progress while it runs, 'File imported successfully' or the
 * partial-failure warning, an error snackbar of 4.5 s, then the answer.
 */
export function ImportCard<Answer>({
  title,
  hint,
  buttonName,
  dialog,
  importFile,
  failedLines,
  results,
}: ImportCardProps<Answer>) {
  const { t } = useTranslation();
  const [choosing, setChoosing] = useState(false);
  const notify = useNotify();
  const errorText = useErrorText();

  const handleImport = (file: File) => {
    setChoosing(false);
    importFile.mutate(file, {
      onSuccess: (answer) =>
        failedLines(answer) > 0
          ? notify(t('importPartial'), { severity: 'warning' })
          : notify(t('imported'), { severity: 'success' }),
      onError: (error) =>
        notify(errorText(error), { severity: 'error', timeoutMs: snackbarTimeouts.importFailure }),
    });
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      </CardContent>
      <CardActions>
        <Button
          variant="contained"
          startIcon={<UploadFileIcon />}
          onClick={() => setChoosing(true)}
          disabled={importFile.isPending}
          aria-label={buttonName}
        >
          {t('import')}
        </Button>
      </CardActions>
      <ImportDialog
        {...dialog}
        open={choosing}
        onImport={handleImport}
        onClose={() => setChoosing(false)}
      />
      <ImportProgressDialog open={importFile.isPending} />
      {importFile.data !== undefined && results(importFile.data, () => importFile.reset())}
    </Card>
  );
}
