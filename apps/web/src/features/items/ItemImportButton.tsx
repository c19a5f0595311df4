import { itemApi, itemImportAnswerSchema, snackbarTimeouts } from '@bo/contract';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../platform/fieldErrorText';
import { FailedLinesDialog } from '../../platform/ui/import/FailedLinesDialog';
import { ImportDialog } from '../../platform/ui/import/ImportDialog';
import { ImportProgressDialog } from '../../platform/ui/import/ImportProgressDialog';
import { useImportFile } from '../../platform/ui/import/useImportFile';
import { useErrorText, useNotify } from '../../platform/ui/useNotify';
import { itemKeys } from './items.api';

/**
 * The item import of the analytics list (issue 10, C§2.10, C§4.6): the shared
 * import dialog, progress, 'File imported successfully' or the partial-failure
 * warning, the failed lines, then the list loaded again.
 */
export function ItemImportButton() {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText();
  const [choosing, setChoosing] = useState(false);
  const importFile = useImportFile(itemApi.importItems, itemImportAnswerSchema, itemKeys.all);

  const handleImport = (file: File) => {
    setChoosing(false);
    importFile.mutate(file, {
      onSuccess: (answer) =>
        answer.failedItems.length > 0
          ? notify(t('importPartial'), { severity: 'warning' })
          : notify(t('imported'), { severity: 'success' }),
      onError: (error) =>
        notify(errorText(error), { severity: 'error', timeoutMs: snackbarTimeouts.importFailure }),
    });
  };

  const answer = importFile.data;
  return (
    <>
      <Button
        startIcon={<UploadFileIcon />}
        onClick={() => setChoosing(true)}
        disabled={importFile.isPending}
        title={t('itemImportHint')}
      >
        {t('import')}
      </Button>
      <ImportDialog
        type={t('itemImportType')}
        open={choosing}
        onImport={handleImport}
        onClose={() => setChoosing(false)}
      />
      <ImportProgressDialog open={importFile.isPending} />
      {answer && (
        <FailedLinesDialog
          open={answer.failedItems.length > 0}
          // The server words each line's problem in English: shown in the user's language.
          lines={answer.failedItems.map((failure) =>
            t('itemImportFailedLine', { ...failure, error: fieldErrorText(failure.error, t) }),
          )}
          onClose={() => importFile.reset()}
        />
      )}
    </>
  );
}
