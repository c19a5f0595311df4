import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { NotFoundPage } from '../../platform/shell/NotFoundPage';
import { useErrorNotifier } from '../../platform/ui/useNotify';
import { JournalForm } from './JournalForm';
import { journalPaths, parseJournalId } from './journalPaths';
import { useJournal } from './journals.api';

/** /admin/cms/journals/{id}: id 0 adds a journal, any other id edits it (A§2). */
export function JournalEditPage() {
  const id = parseJournalId(useParams().id);
  const query = useJournal(id ?? 0);
  const navigate = useNavigate();
  const notifyError = useErrorNotifier();

  // A failed load (404: not found or another company's) shows the server's message, back at the list.
  const reportedError = useRef<unknown>(null);
  useEffect(() => {
    if (!query.error || reportedError.current === query.error) return;
    reportedError.current = query.error;
    notifyError(query.error);
    void navigate(journalPaths.list, { replace: true });
  }, [query.error, notifyError, navigate]);

  if (id === null) return <NotFoundPage />;
  const isNew = id === 0;
  if (!isNew && !query.data) return <LinearProgress />;

  return (
    <>
      <Typography component="h1" variant="h6" sx={{ mb: 2 }}>
        {isNew ? 'New journal' : 'Edit journal'}
      </Typography>
      <JournalForm key={id} journal={query.data ?? null} />
    </>
  );
}
