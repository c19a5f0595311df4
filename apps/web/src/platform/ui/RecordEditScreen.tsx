import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { NotFoundPage } from '../shell/NotFoundPage';
import { useLeaveOnLoadError } from './useLeaveOnLoadError';

export interface RecordEditScreenProps<Row> {
  /** The route's id: 0 adds a record, null (not a number) is not found. */
  id: number | null;
  /** The record's query; idle for id 0. */
  query: { data: Row | undefined; error: unknown };
  /** Where a failed load goes back to. */
  listPath: string;
  newTitle: string;
  editTitle: string;
  /** The form, given the loaded record, or null for a new one. */
  children: (record: Row | null) => ReactNode;
}

/** The screen at `{list}/{id}` that adds (id 0) or edits one record: heading, then its form once loaded. */
export function RecordEditScreen<Row>({
  id,
  query,
  listPath,
  newTitle,
  editTitle,
  children,
}: RecordEditScreenProps<Row>) {
  useLeaveOnLoadError(query.error, listPath);

  if (id === null) return <NotFoundPage />;
  const isNew = id === 0;
  if (!isNew && !query.data) return <LinearProgress />;

  return (
    <>
      <Typography component="h1" variant="h6" sx={{ mb: 2 }}>
        {isNew ? newTitle : editTitle}
      </Typography>
      {children(query.data ?? null)}
    </>
  );
}
