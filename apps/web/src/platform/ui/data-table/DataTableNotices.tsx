import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PagedAnswer } from '@bo/contract';
import { ErrorAlert } from '../ErrorAlert';
import { useTranslation } from 'react-i18next';

interface DataTableNoticesProps<Row> {
  query: UseQueryResult<PagedAnswer<Row>>;
}

/** Above the rows: the load's error with a retry, or the note that only the first rows are shown. */
export function DataTableNotices<Row>({ query }: DataTableNoticesProps<Row>) {
  const { t } = useTranslation();
  const answer = query.data;
  return (
    <>
      {query.isError && (
        <Box sx={{ px: 1.5, pb: 1.5 }}>
          <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />
        </Box>
      )}
      {answer?.capped && (
        <Alert severity="info" sx={{ mx: 1.5, mb: 1.5 }}>
          {t('showingFirstRows', { shown: answer.rows.length, total: answer.total })}
        </Alert>
      )}
    </>
  );
}
