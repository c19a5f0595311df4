import type { BugListRow } from '@bo/contract';
import Link from '@mui/material/Link';
import type { TFunction } from 'i18next';
import { dateColumn } from '../../platform/ui/data-table/columnKinds';
import type { DataTableColumn } from '../../platform/ui/data-table/types';
import { bugStatusText } from './bugTexts';

/**
 * The list's columns: id (opening the report), created, reporter, page, the
 * description as the server cut it, status. One's own list (`mine`) has no
 * reporter column and is sorted by id only (MyBugs takes no orderBy).
 */
export function bugColumns(
  onOpen: (id: number) => void,
  t: TFunction,
  mine = false,
): DataTableColumn<BugListRow>[] {
  const sortable = !mine;
  const columns: (DataTableColumn<BugListRow> | false)[] = [
    {
      field: 'id',
      header: t('id'),
      sortable: true,
      width: 72,
      render: (row) => (
        <Link
          component="button"
          type="button"
          onClick={() => onOpen(row.id)}
          aria-label={t('bugOpen', { id: row.id })}
        >
          {row.id}
        </Link>
      ),
    },
    dateColumn('created', t('created'), { sortable, width: 150, withTime: true }),
    !mine && {
      field: 'reporterLogin',
      header: t('bugReporter'),
      sortable: true,
      width: 140,
      ellipsis: true,
    },
    { field: 'page', header: t('bugPage'), sortable, width: 200, ellipsis: true },
    {
      field: 'description',
      header: t('description'),
      sortable,
      width: 520,
      ellipsis: true,
    },
    {
      field: 'status',
      header: t('status'),
      sortable,
      width: 120,
      render: (row) => bugStatusText(row.status, t),
      text: (row) => bugStatusText(row.status, t),
    },
  ];
  return columns.filter((column) => column !== false);
}
