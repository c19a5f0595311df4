import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import type { DataTableColumn } from './types';

/** The widest an `ellipsis` column without a width is. */
const defaultCutWidth = 200;
const cutPadding = 16;

// Dense cells, so that a list of ten columns fits a 1366 px screen (issue 19).
const cellPadding = { px: 1, '&:first-of-type': { pl: 2 }, '&:last-of-type': { pr: 2 } };

/**
 * How far from the right edge each sticky column stays: the widths of the
 * sticky columns after it, so that several stay side by side (issue 32).
 * Undefined for a column that scrolls.
 */
export function stickyOffsets<Row>(
  columns: readonly DataTableColumn<Row>[],
): (number | undefined)[] {
  return columns.map((column, index) =>
    column.sticky
      ? columns
          .slice(index + 1)
          .reduce((sum, after) => sum + (after.sticky ? (after.width ?? 0) : 0), 0)
      : undefined,
  );
}

// A sticky column paints its own background, so rows scrolled beneath it do not show through;
// its width is exact, so that the next one's offset holds.
const stickySx = <Row,>(column: DataTableColumn<Row>, right: number) =>
  ({
    position: 'sticky',
    right,
    width: column.width,
    minWidth: column.width,
    maxWidth: column.width,
    bgcolor: 'background.paper',
    boxShadow: (theme: Theme) => `inset 1px 0 0 ${theme.palette.divider}`,
  }) as const;

/**
 * The style of a column's header cell; `stickyHeader` when the header row stays
 * on top; `stickyRight` the offset of a sticky column (`stickyOffsets`).
 */
export function headCellSx<Row>(
  column: DataTableColumn<Row>,
  stickyHeader: boolean,
  stickyRight?: number,
): SxProps<Theme> {
  return {
    ...cellPadding,
    width: column.width,
    fontWeight: 600,
    // A label wider than its column's values wraps rather than widen the table.
    whiteSpace: column.width ? 'normal' : 'nowrap',
    ...(stickyRight !== undefined
      ? { ...stickySx(column, stickyRight), zIndex: stickyHeader ? 3 : 1 }
      : {}),
  };
}

/** The style of a column's body cells; `stickyRight` as for the header. */
export function bodyCellSx<Row>(
  column: DataTableColumn<Row>,
  stickyRight?: number,
): SxProps<Theme> {
  return {
    ...cellPadding,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    ...(stickyRight !== undefined ? { ...stickySx(column, stickyRight), zIndex: 1 } : {}),
  };
}

/** What a cell shows: its rendering, cut with an ellipsis and titled with the whole text when asked. */
export function cellContent<Row>(column: DataTableColumn<Row>, row: Row): ReactNode {
  const value = row[column.field];
  const shown = column.render ? column.render(row) : String(value ?? '');
  if (!column.ellipsis) return shown;
  const text = column.text ? column.text(row) : String(value ?? '');
  return (
    <Box
      component="span"
      title={text || undefined}
      sx={{
        display: 'block',
        // The column's width less the cell's padding.
        maxWidth: (column.width ?? defaultCutWidth) - cutPadding,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
      }}
    >
      {shown}
    </Box>
  );
}
