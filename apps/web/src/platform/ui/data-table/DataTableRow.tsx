import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { alpha, type Theme } from '@mui/material/styles';
import { bodyCellSx, cellContent } from './columnLayout';
import { ExpanderCell } from './ExpanderCell';
import { rowHeight, type DataTableColumn, type RowId } from './types';
import { useTranslation } from 'react-i18next';

interface DataTableRowProps<Row> {
  row: Row;
  id: RowId;
  isSubRow: boolean;
  columns: readonly DataTableColumn<Row>[];
  /** The sticky columns' right offsets (`stickyOffsets`). */
  offsets: readonly (number | undefined)[];
  selected: boolean;
  /** Shown with a tinted background, unless selected. */
  highlight?: (row: Row) => boolean;
  className: string | undefined;
  /** On an expandable table: the leading expander cell. */
  expander?: { subRows: (row: Row) => readonly Row[]; isOpen: boolean; onToggle: () => void };
  /** On a selectable table: the checkbox cell (none on a sub-row's). */
  selection?: { rowSelectable: (row: Row) => boolean; onToggle: () => void };
}

// A tint of a theme colour over the paper: the text stays readable on a light or a dark paper.
const highlightSx = (theme: Theme) => ({
  bgcolor: alpha(theme.palette.info.main, 0.12),
  '&.MuiTableRow-hover:hover': { bgcolor: alpha(theme.palette.info.main, 0.2) },
});

/** One body row: expander and checkbox cells when the table has them, then the columns. */
export function DataTableRow<Row>({
  row,
  id,
  isSubRow,
  columns,
  offsets,
  selected,
  highlight,
  className,
  expander,
  selection,
}: DataTableRowProps<Row>) {
  const { t } = useTranslation();
  return (
    <TableRow
      hover
      selected={selected}
      className={className}
      sx={[{ height: rowHeight }, !selected && Boolean(highlight?.(row)) && highlightSx]}
    >
      {expander && (
        <ExpanderCell
          isSubRow={isSubRow}
          hasSubRows={!isSubRow && expander.subRows(row).length > 0}
          isOpen={expander.isOpen}
          onToggle={expander.onToggle}
        />
      )}
      {selection && (
        <TableCell padding="checkbox">
          {!isSubRow && (
            <Checkbox
              checked={selected}
              disabled={!selection.rowSelectable(row)}
              onChange={selection.onToggle}
              slotProps={{ input: { 'aria-label': t('selectRow', { id }) } }}
            />
          )}
        </TableCell>
      )}
      {columns.map((column, index) => (
        <TableCell key={column.field} align={column.align} sx={bodyCellSx(column, offsets[index])}>
          {cellContent(column, row)}
        </TableCell>
      ))}
    </TableRow>
  );
}
