import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import type { DataTableColumn } from './types';

/** The widest an `ellipsis` column without a width is. */
const defaultCutWidth = 200;
const cutPadding = 16;

// Dense cells, so that a list of ten columns fits a 1366 px screen (issue 19).
const cellPadding = { px: 1, '&:first-of-type': { pl: 2 }, '&:last-of-type': { pr: 2 } };

// A sticky column paints its own background, so rows scrolled beneath it do not show through.
const stickySx = {
  position: 'sticky',
  right: 0,
  bgcolor: 'background.paper',
  boxShadow: (theme: Theme) => `inset 1px 0 0 ${theme.palette.divider}`,
} as const;

/** The style of a column's header cell; `stickyHeader` when the header row stays on top. */
export function headCellSx<Row>(
  column: DataTableColumn<Row>,
  stickyHeader: boolean,
): SxProps<Theme> {
  return {
    ...cellPadding,
    width: column.width,
    fontWeight: 600,
    // A label wider than its column's values wraps rather than widen the table.
    whiteSpace: column.width ? 'normal' : 'nowrap',
    ...(column.sticky ? { ...stickySx, zIndex: stickyHeader ? 3 : 1 } : {}),
  };
}

/** The style of a column's body cells. */
export function bodyCellSx<Row>(column: DataTableColumn<Row>): SxProps<Theme> {
  return {
    ...cellPadding,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    ...(column.sticky ? { ...stickySx, zIndex: 1 } : {}),
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
