import { ApiError, text } from '@bo/contract';
import LinearProgress from '@mui/material/LinearProgress';
import { useMemo, useState, type ReactNode } from 'react';
import { describeLoadError, useLeaveOnLoadError } from './useLeaveOnLoadError';
import { useErrorText } from './useNotify';

interface RecordEditScreenProps<Row> {
  /** The route's id: 0 adds a record; null (not a number) names no record. */
  id: number | null;
  /** The record's query; idle for id 0. */
  query: { data: Row | undefined; error: unknown };
  /** Where a failed load goes back to. */
  listPath: string;
  /** Said back at the list when the record does not exist, e.g. 'Journal not found'. */
  notFoundText: string;
  /** The screen, given the loaded record, or null for a new one (a RecordScreen). */
  children: (record: Row | null) => ReactNode;
}

/**
 * The screen at `{list}/{id}` that adds (id 0) or edits one record: progress
 * while it loads, then its form. A record that is not there (a 404, another
 * company's, an id that is not a number) goes back to the list saying so.
 */
export function RecordEditScreen<Row>({
  id,
  query,
  listPath,
  notFoundText,
  children,
}: RecordEditScreenProps<Row>) {
  const [noSuchId] = useState(
    () => new ApiError(404, 'not_found', text('notFound'), undefined, notFoundText),
  );
  const errorText = useErrorText();
  const describe = useMemo(
    () => describeLoadError(notFoundText, errorText),
    [notFoundText, errorText],
  );
  useLeaveOnLoadError(id === null ? noSuchId : query.error, listPath, describe);

  if (id === null || (id !== 0 && !query.data)) return <LinearProgress />;
  return children(query.data ?? null);
}
