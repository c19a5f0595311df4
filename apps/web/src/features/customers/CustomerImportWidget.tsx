import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../platform/fieldErrorText';
import { FailedLinesDialog } from '../../platform/ui/import/FailedLinesDialog';
import { ImportCard } from '../../platform/ui/import/ImportCard';
import { useImportCustomers, useTotalCustomers } from './customers.api';

/** Home widget: the customer count and the customer import from .xlsx (C§2.10, C§8). */
export function CustomerImportWidget() {
  const { t } = useTranslation();
  const total = useTotalCustomers().data?.total;
  return (
    <ImportCard
      title={total === undefined ? t('customers') : t('customersTitle', { total })}
      hint={t('customerImportHint')}
      // The user import card beside it has an Import button too.
      buttonName={t('importCustomers')}
      dialog={{ type: t('customerImportType') }}
      importFile={useImportCustomers()}
      failedLines={(answer) => answer.failedItems.length}
      results={(answer, close) => (
        <FailedLinesDialog
          open={answer.failedItems.length > 0}
          // The server words each line's problem in English: shown in the user's language.
          lines={answer.failedItems.map(({ line, custNo, error: words }) => {
            const error = fieldErrorText(words, t);
            return custNo
              ? t('customerImportFailedLineWithCode', { line, custNo, error })
              : t('customerImportFailedLine', { line, error });
          })}
          onClose={close}
        />
      )}
    />
  );
}
