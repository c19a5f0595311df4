import { itemApi, itemImportAnswerSchema } from '@bo/contract';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../platform/fieldErrorText';
import { FailedLinesDialog } from '../../platform/ui/import/FailedLinesDialog';
import { ImportAction } from '../../platform/ui/import/ImportAction';
import { useImportFile } from '../../platform/ui/import/useImportFile';
import { itemKeys } from './items.api';

/**
 * The item import of the analytics list (issue 10, C§2.10, C§4.6): the shared
 * import action, the failed lines, then the list loaded again.
 */
export function ItemImportButton() {
  const { t } = useTranslation();
  const importFile = useImportFile(itemApi.importItems, itemImportAnswerSchema, itemKeys.all);

  return (
    <ImportAction
      importFile={importFile}
      dialog={{ type: t('itemImportType') }}
      failedLines={(answer) => answer.failedItems.length}
      button={(open) => (
        <Button startIcon={<UploadFileIcon />} title={t('itemImportHint')} {...open}>
          {t('import')}
        </Button>
      )}
      results={(answer, close) => (
        <FailedLinesDialog
          open={answer.failedItems.length > 0}
          // The server words each line's problem in English: shown in the user's language.
          lines={answer.failedItems.map((failure) =>
            t('itemImportFailedLine', { ...failure, error: fieldErrorText(failure.error, t) }),
          )}
          onClose={close}
        />
      )}
    />
  );
}
