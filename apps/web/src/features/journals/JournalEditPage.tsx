import { useTranslation } from 'react-i18next';
import { useRouteId } from '../../platform/shell/useRouteId';
import { RecordEditScreen } from '../../platform/ui/RecordEditScreen';
import { JournalForm } from './JournalForm';
import { journalPaths } from './journalPaths';
import { useJournal } from './journals.api';

/** /admin/cms/journals/{id}: id 0 adds a journal, any other id edits it (A§2). */
export function JournalEditPage() {
  const { t } = useTranslation();
  const id = useRouteId();
  const query = useJournal(id ?? 0);
  return (
    <RecordEditScreen
      id={id}
      query={query}
      listPath={journalPaths.list}
      notFoundText={t('journalNotFound')}
    >
      {(journal) => <JournalForm key={id} journal={journal} />}
    </RecordEditScreen>
  );
}
