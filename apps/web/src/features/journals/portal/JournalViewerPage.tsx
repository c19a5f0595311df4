import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useRouteId } from '../../../platform/shell/useRouteId';
import { PortalFrame } from '../../../platform/shell/PortalFrame';
import { ErrorAlert } from '../../../platform/ui/ErrorAlert';
import { journalPaths } from '../journalPaths';
import { downloadUrl, formatMonth, useJournalLibrary } from '../journals.api';

// The viewer brings pdf.js's code with it: its own chunk, loaded when a journal is opened.
const PdfViewer = lazy(async () => ({ default: (await import('../pdf/PdfViewer')).PdfViewer }));

/** /journals/{id}: one journal in the in-app viewer. */
export function JournalViewerPage() {
  const { t } = useTranslation();
  const id = useRouteId();
  const library = useJournalLibrary();
  const journal = library.data?.find((entry) => entry.id === id);

  let body;
  if (library.isPending) body = <LinearProgress />;
  else if (library.isError) {
    body = <ErrorAlert error={library.error} onRetry={() => void library.refetch()} />;
  } else if (!journal) body = <Alert severity="warning">{t('journalNotFound')}</Alert>;
  else {
    body = (
      <Suspense fallback={<LinearProgress />}>
        <PdfViewer
          url={journal.fileUrl}
          downloadUrl={downloadUrl(journal.fileUrl)}
          fileName={`${journal.name}.pdf`}
        />
      </Suspense>
    );
  }

  return (
    <PortalFrame>
      <Stack direction="row" spacing={2} sx={{ mb: 1.5, alignItems: 'center' }}>
        <Button component={RouterLink} to={journalPaths.library} startIcon={<ArrowBackIcon />}>
          {t('journals')}
        </Button>
        {journal && (
          <Typography component="h1" variant="h6">
            {journal.name}{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              {formatMonth(journal.date)}
            </Typography>
          </Typography>
        )}
      </Stack>
      {body}
    </PortalFrame>
  );
}
