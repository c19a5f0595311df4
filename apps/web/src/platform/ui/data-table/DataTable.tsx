import { pageSizes as pageSizeChoices } from '@bo/contract';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import { useRef } from 'react';
import { BulkActionsToolbar } from './BulkActionsToolbar';
import { stickyOffsets } from './columnLayout';
import type { DataTableProps } from './dataTableProps';
import { DataTableHead } from './DataTableHead';
import { DataTableNotices } from './DataTableNotices';
import { DataTablePagination } from './DataTablePagination';
import { DataTableRow } from './DataTableRow';
import { DataTableToolbar } from './DataTableToolbar';
import { EmptyTableBody } from './EmptyTableBody';
import type { RowId } from './types';
import { useExpandedRows, type ShownRow } from './useExpandedRows';
import { useRowSelection } from './useRowSelection';
import { useScreenHeightBox } from './useScreenHeightBox';
import { useTableQuery } from './useTableQuery';
import { VirtualTableBody } from './VirtualTableBody';

export type { DataTableBaseProps, DataTableProps, DataTableSelectionProps } from './dataTableProps';

const noIds: readonly RowId[] = [];
const ignoreSelection = () => undefined;
const everyRow = () => true;

/** A server-paged table: search, sort, paging and state in the address. */
export function DataTable<Row>({
  queryKey,
  load,
  columns,
  rowId,
  pageSizes = pageSizeChoices.standard,
  defaultOrderBy,
  defaultDesc,
  title,
  titleComponent = 'h1',
  toolbar,
  searchable = true,
  selectedIds,
  onSelectionChange,
  bulkActions,
  rowSelectable = everyRow,
  stateInAddress = true,
  listKey,
  subRows,
  highlightRow,
  rowClassName,
}: DataTableProps<Row>) {
  const { params, updateParams, query, isAll } = useTableQuery({
    queryKey,
    load,
    defaults: { pageSizes, orderBy: defaultOrderBy, desc: defaultDesc },
    stateInAddress,
    listKey,
  });
  const { page, size, search, orderBy, desc } = params;
  const answer = query.data;
  const rows = answer?.rows ?? [];
  const scrollRef = useRef<HTMLDivElement>(null);
  const boxHeight = useScreenHeightBox(scrollRef);

  const selectableIds = rows.filter((row) => rowSelectable(row)).map(rowId);
  const selection = useRowSelection(
    selectedIds ?? noIds,
    selectableIds,
    onSelectionChange ?? ignoreSelection,
  );
  const { expanded, toggleExpanded, shownRows } = useExpandedRows(rows, rowId, subRows);

  const applySearch = (text: string) => {
    if (text === search) return;
    selection.clear();
    updateParams({ search: text, page: 0 });
  };
  const sortBy = (key: string) =>
    updateParams({ orderBy: key, desc: key === orderBy ? !desc : false, page: 0 });

  const selectable = Boolean(onSelectionChange);
  const columnCount = columns.length + (selectable ? 1 : 0) + (subRows ? 1 : 0);
  const offsets = stickyOffsets(columns);

  const renderRow = ({ row, key, parentId }: ShownRow<Row>) => {
    const id = rowId(row);
    const isSubRow = parentId !== undefined;
    return (
      <DataTableRow
        key={key}
        row={row}
        id={id}
        isSubRow={isSubRow}
        columns={columns}
        offsets={offsets}
        selected={!isSubRow && selection.selected.has(id)}
        highlight={highlightRow}
        className={rowClassName?.(row)}
        expander={
          subRows && { subRows, isOpen: expanded.has(id), onToggle: () => toggleExpanded(id) }
        }
        selection={selectable ? { rowSelectable, onToggle: () => selection.toggle(id) } : undefined}
      />
    );
  };

  return (
    <Paper variant="outlined">
      <DataTableToolbar
        title={title}
        titleComponent={titleComponent}
        search={search}
        onSearch={searchable ? applySearch : undefined}
      >
        {toolbar}
      </DataTableToolbar>
      {selectable && (
        <BulkActionsToolbar count={selection.selected.size} onClear={selection.clear}>
          {bulkActions}
        </BulkActionsToolbar>
      )}
      <DataTableNotices query={query} />
      <Box sx={{ position: 'relative' }}>
        {query.isFetching && (
          <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 3 }} />
        )}
        {/* The table scrolls inside a box ending at the bottom of the screen, its header
            row in view, so a wide table's scrollbar is reachable without scrolling down. */}
        <TableContainer ref={scrollRef} sx={{ maxHeight: boxHeight }}>
          <Table stickyHeader>
            <DataTableHead
              columns={columns}
              orderBy={orderBy}
              desc={desc}
              onSort={sortBy}
              stickyHeader
              expandable={Boolean(subRows)}
              selection={
                selectable
                  ? {
                      all: selection.allOnPage,
                      some: selection.selected.size > 0,
                      none: selectableIds.length === 0,
                      onToggleAll: selection.toggleAllOnPage,
                    }
                  : undefined
              }
            />
            {answer && rows.length === 0 ? (
              <EmptyTableBody
                columnCount={columnCount}
                search={search}
                onResetSearch={() => applySearch('')}
              />
            ) : isAll ? (
              <VirtualTableBody rows={shownRows} scrollRef={scrollRef} renderRow={renderRow} />
            ) : (
              <TableBody>{shownRows.map(renderRow)}</TableBody>
            )}
          </Table>
        </TableContainer>
      </Box>
      {answer && (
        <DataTablePagination
          answer={answer}
          page={page}
          size={size}
          pageSizes={pageSizes}
          onChange={updateParams}
        />
      )}
    </Paper>
  );
}
