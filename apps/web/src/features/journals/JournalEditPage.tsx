import { messages } from '@bo/contract';
import { useRouteId } from '../../platform/shell/useRouteId';
import { RecordEditScreen } from '../../platform/ui/RecordEditScreen';
import { JournalForm } from './JournalForm';
import { journalPaths } from './journalPaths';
import { useJournal } from './journals.api';

/** /admin/cms/journals/{id}: id 0 adds a journal, any other id edits it (A§2). */
export function JournalEditPage() {
  const id = useRouteId();
  const query = useJournal(id ?? 0);
  return (
    <RecordEditScreen
      id={id}
      query={query}
      listPath={journalPaths.list}
      notFoundText={messages.journalNotFound}
    >
      {(journal) => <JournalForm key={id} journal={journal} />}
    </RecordEditScreen>
  );
}
