import { useTranslation } from 'react-i18next';
import { ImportCard } from '../../platform/ui/import/ImportCard';
import { UserImportResultsDialog } from './UserImportResultsDialog';
import { useImportUsers } from './users.api';

/** Home widget: bulk user import from .xlsx, then its results (C§2.9, C§4.6). */
export function UserImportWidget() {
  const { t } = useTranslation();
  return (
    <ImportCard
      title={t('userImportTitle')}
      hint={t('userImportHint')}
      dialog={{ title: t('userImportTitle'), readsFromSecondLine: false }}
      importFile={useImportUsers()}
      failedLines={(answer) => answer.failedList.length}
      results={(answer, close) => <UserImportResultsDialog results={answer} onClose={close} />}
    />
  );
}
