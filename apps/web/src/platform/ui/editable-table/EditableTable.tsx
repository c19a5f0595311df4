import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { DataTable } from '../data-table/DataTable';
import type { DataTableBaseProps, DataTableSelectionProps } from '../data-table/dataTableProps';
import type { DataTableColumn } from '../data-table/types';
import { useEditDialog, type EditDialog } from './useEditDialog';

interface EditableTableOwnProps<Row, Stored> {
  /** The columns; `edit` opens the dialog on a record (a row's Edit button, see `rowActionsColumn`). */
  columns: (edit: (record: Stored) => void) => readonly DataTableColumn<Row>[];
  /** The toolbar button that opens the dialog on a new record, e.g. 'Add group'. */
  addLabel: string;
  /** Disables the Add button (a screen's limit reached). */
  addDisabled?: boolean;
  /**
   * The dialog, rendered afresh at each opening while it is open. Its save
   * calls `close()` once the record is stored; a failure leaves it open with
   * what was entered.
   */
  dialog: (editing: EditDialog<Stored>) => ReactNode;
}

type EditableTableProps<Row, Stored> = Omit<
  DataTableBaseProps<Row>,
  'columns' | 'toolbar' | 'titleComponent' | 'stateInAddress'
> &
  EditableTableOwnProps<Row, Stored> & {
    /** Row checkboxes and their bulk actions, as DataTable takes them. */
    selection?: DataTableSelectionProps<Row>;
  };

/**
 * A table of records edited one at a time in a dialog, each change sent at
 * once (B§2's "a table with an edit dialog", inside a tab of a record): the
 * table, an Add button in its toolbar, and the dialog on a new or a stored
 * record. The screen declares the columns, the dialog and the calls.
 */
export function EditableTable<Row, Stored>({
  columns,
  addLabel,
  addDisabled,
  dialog,
  selection,
  ...table
}: EditableTableProps<Row, Stored>) {
  const editing = useEditDialog<Stored>();
  return (
    <>
      <DataTable
        titleComponent="h2"
        stateInAddress={false}
        {...table}
        {...selection}
        columns={columns(editing.edit)}
        toolbar={
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={editing.add}
            disabled={addDisabled}
          >
            {addLabel}
          </Button>
        }
      />
      {editing.open && dialog(editing)}
    </>
  );
}
