import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import type { DataTableColumn } from '../data-table/types';

/** A button of a row, e.g. Edit or Delete, named for a screen reader after its row. */
interface RowAction {
  /** The button's accessible name, e.g. 'Edit group Filters'. */
  label: string;
  /** A small icon, e.g. `<EditIcon fontSize="small" />`. */
  icon: ReactNode;
  onClick: () => void;
  /** Why the row refuses the action: the button shows disabled, the reason on hover. */
  blockedReason?: string;
}

function RowActionButton({ label, icon, onClick, blockedReason }: RowAction) {
  const button = (
    <IconButton
      aria-label={label}
      onClick={onClick}
      disabled={blockedReason !== undefined}
      size="small"
    >
      {icon}
    </IconButton>
  );
  if (blockedReason === undefined) return button;
  return (
    <Tooltip title={blockedReason}>
      <span>{button}</span>
    </Tooltip>
  );
}

/**
 * The last column of an editable table: the row's buttons, kept in view at
 * the right edge. `field` is the row's id, which the column does not show.
 */
export function rowActionsColumn<Row>(
  field: keyof Row & string,
  actions: (row: Row) => readonly RowAction[],
  width = 100,
): DataTableColumn<Row> {
  return {
    field,
    header: '',
    width,
    align: 'right',
    sticky: true,
    render: (row) => (
      <>
        {actions(row).map((action) => (
          <RowActionButton key={action.label} {...action} />
        ))}
      </>
    ),
  };
}
