import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { headCellSx, stickyOffsets } from './columnLayout';
import type { DataTableColumn } from './types';
import { useTranslation } from 'react-i18next';

interface DataTableHeadProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  orderBy: string | undefined;
  desc: boolean;
  onSort: (orderBy: string) => void;
  /** The header row stays on top while the body scrolls. */
  stickyHeader?: boolean;
  /** The rows have a leading expander column. */
  expandable?: boolean;
  /** Present when rows can be selected. */
  /** `none`: the page has no row to select (Select all is disabled). */
  selection?: { all: boolean; some: boolean; none: boolean; onToggleAll: () => void };
}

export function DataTableHead<Row>({
  columns,
  orderBy,
  desc,
  onSort,
  stickyHeader = false,
  expandable = false,
  selection,
}: DataTableHeadProps<Row>) {
  const { t } = useTranslation();
  const offsets = stickyOffsets(columns);
  return (
    <TableHead>
      <TableRow>
        {expandable && <TableCell padding="checkbox" />}
        {selection && (
          <TableCell padding="checkbox">
            <Checkbox
              checked={selection.all}
              indeterminate={selection.some && !selection.all}
              disabled={selection.none}
              onChange={selection.onToggleAll}
              slotProps={{ input: { 'aria-label': t('selectAllRows') } }}
            />
          </TableCell>
        )}
        {columns.map((column, index) => {
          const sortKey = column.orderBy ?? column.field;
          const active = orderBy === sortKey;
          return (
            <TableCell
              key={column.field}
              align={column.align}
              sx={headCellSx(column, stickyHeader, offsets[index])}
              sortDirection={active ? (desc ? 'desc' : 'asc') : false}
            >
              {column.sortable ? (
                <TableSortLabel
                  active={active}
                  direction={active && desc ? 'desc' : 'asc'}
                  onClick={() => onSort(sortKey)}
                >
                  {column.header}
                </TableSortLabel>
              ) : (
                column.header
              )}
            </TableCell>
          );
        })}
      </TableRow>
    </TableHead>
  );
}
