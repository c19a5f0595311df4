import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../useNotify';
import { ImportDialog, type ImportDialogProps } from './ImportDialog';
import { ImportProgressDialog } from './ImportProgressDialog';

export interface ImportActionProps<Answer> {
  /** The button that opens the import dialog. */
  button: (open: { onClick: () => void; disabled: boolean }) => ReactNode;
  dialog: Omit<ImportDialogProps, 'open' | 'onImport' | 'onClose'>;
  /** Sends the chosen file (`useImportFile`, which also shows a failure); its answer says how many lines failed. */
  importFile: UseMutationResult<Answer, Error, File>;
  failedLines: (answer: Answer) => number;
  /** The snackbars of a whole and of a partial success ('File imported successfully' and its warning by default). */
  succeeded?: string;
  partlySucceeded?: string;
  /** Shows the answer (the created users, the failed lines); `close` forgets it. */
  results: (answer: Answer, close: () => void) => ReactNode;
}

/**
 * One import (C§2.10, C§4.6, C§8): its button opens the shared import dialog;
 * while the file is sent the progress dialog shows; then the success or
 * partial-failure snackbar and the answer, or the failure's snackbar (useImportFile).
 */
export function ImportAction<Answer>({
  button,
  dialog,
  importFile,
  failedLines,
  succeeded,
  partlySucceeded,
  results,
}: ImportActionProps<Answer>) {
  const { t } = useTranslation();
  const [choosing, setChoosing] = useState(false);
  const notify = useNotify();

  const handleImport = (file: File) => {
    setChoosing(false);
    importFile.mutate(file, {
      onSuccess: (answer) =>
        failedLines(answer) > 0
          ? notify(partlySucceeded ?? t('importPartial'), { severity: 'warning' })
          : notify(succeeded ?? t('imported'), { severity: 'success' }),
    });
  };

  return (
    <>
      {button({ onClick: () => setChoosing(true), disabled: importFile.isPending })}
      <ImportDialog
        {...dialog}
        open={choosing}
        onImport={handleImport}
        onClose={() => setChoosing(false)}
      />
      <ImportProgressDialog open={importFile.isPending} />
      {importFile.data !== undefined && results(importFile.data, () => importFile.reset())}
    </>
  );
}
