import { messages } from '@bo/contract';
import { ImportCard } from '../../platform/ui/import/ImportCard';
import { UserImportResultsDialog } from './UserImportResultsDialog';
import { useImportUsers } from './users.api';

/** Home widget: bulk user import from .xlsx, then its results (C§2.9, C§4.6). */
export function UserImportWidget() {
  return (
    <ImportCard
      title={messages.userImportTitle}
      hint={messages.userImportHint}
      dialog={{ title: messages.userImportTitle, readsFromSecondLine: false }}
      importFile={useImportUsers()}
      failedLines={(answer) => answer.failedList.length}
      results={(answer, close) => <UserImportResultsDialog results={answer} onClose={close} />}
    />
  );
}
