import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import SubdirectoryArrowRightIcon from '@mui/icons-material/SubdirectoryArrowRight';
import { partialMatchKey, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ErrorAlert } from '../ErrorAlert';
import { BulkActionsToolbar } from './BulkActionsToolbar';
import { bodyCellSx, cellContent, stickyOffsets } from './columnLayout';
import { DataTableHead } from './DataTableHead';
import { DataTableSearch } from './DataTableSearch';
import { rowHeight, type DataTableColumn, type RowId, type TableLoad } from './types';
import { useRowSelection } from './useRowSelection';
import { useScreenHeightBox } from './useScreenHeightBox';
import { useTableParams } from './useTableParams';
import { VirtualTableBody } from './VirtualTableBody';
import { useTranslation } from 'react-i18next';

/** Row checkboxes, the selection held by the table's parent: both props or neither. */
export type DataTableSelectionProps<Row> =
  | {
      /** The selected rows' ids, on any page: the checkboxes show exactly these. */
      selectedIds: readonly RowId[];
      /** Turns on row checkboxes; called with the ids a click or Select all makes. */
      onSelectionChange: (ids: RowId[]) => void;
      /** Buttons for the selected rows, in the bar shown while some are selected. */
      bulkActions?: ReactNode;
      /**
       * Rows it refuses show a disabled checkbox, and Select all passes them
       * over (e.g. an item in orders cannot be selected for deletion). All rows without it.
       */
      rowSelectable?: (row: Row) => boolean;
    }
  | {
      selectedIds?: undefined;
      onSelectionChange?: undefined;
      bulkActions?: undefined;
      rowSelectable?: undefined;
    };

export interface DataTableBaseProps<Row> {
  /** Base query key; invalidating it reloads the table. */
  queryKey: readonly unknown[];
  load: TableLoad<Row>;
  columns: readonly DataTableColumn<Row>[];
  rowId: (row: Row) => RowId;
  /** Rows-per-page choices (contract `pageSizes.*`); 0 is All. The first is the default. */
  pageSizes: readonly number[];
  defaultOrderBy?: string;
  defaultDesc?: boolean;
  title?: string;
  /** The title's heading element: h2 for a table inside a page that has its own h1. */
  titleComponent?: 'h1' | 'h2';
  /** Buttons shown in the toolbar, e.g. 'Add Banner'. */
  toolbar?: ReactNode;
  searchable?: boolean;
  /** false keeps page, size, search and sort in memory: for a table that is not the screen's own. */
  stateInAddress?: boolean;
  /**
   * The list shown, when one table shows several in turn (the file manager's
   * folders): another list starts the in-memory page, size, search and sort afresh,
   * and does not show the last list's rows (another `queryKey`) while its own load.
   */
  listKey?: string;
  /**
   * Turns on a leading expander column: a row whose sub-rows are not empty
   * opens them beneath itself, with the same columns (not selectable).
   */
  subRows?: (row: Row) => readonly Row[];
  /** Rows shown with a tinted background (e.g. those that have sub-rows). */
  highlightRow?: (row: Row) => boolean;
  /** A class of the row's element, e.g. named after the row's status (the prizes list). */
  rowClassName?: (row: Row) => string | undefined;
}

export type DataTableProps<Row> = DataTableBaseProps<Row> & DataTableSelectionProps<Row>;

const noIds: readonly RowId[] = [];
const ignoreSelection = () => undefined;
const everyRow = () => true;

const muiAll = -1;

/** A row as the body shows it: a row of the page, or a sub-row opened beneath its parent. */
interface ShownRow<Row> {
  row: Row;
  key: string;
  /** The parent's id, on a sub-row. */
  parentId?: RowId;
}

// A tint of a theme colour over the paper: the text stays readable on a light or a dark paper.
const highlightSx = (theme: Theme) => ({
  bgcolor: alpha(theme.palette.info.main, 0.12),
  '&.MuiTableRow-hover:hover': { bgcolor: alpha(theme.palette.info.main, 0.2) },
});

/** A server-paged table: search, sort, paging and state in the address. */
export function DataTable<Row>({
  queryKey,
  load,
  columns,
  rowId,
  pageSizes,
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
  const { t } = useTranslation();
  const [params, updateParams] = useTableParams(
    { pageSizes, orderBy: defaultOrderBy, desc: defaultDesc },
    stateInAddress,
    listKey,
  );
  const { page, size, search, orderBy, desc } = params;
  const scrollRef = useRef<HTMLDivElement>(null);
  const boxHeight = useScreenHeightBox(scrollRef);

  const query = useQuery({
    queryKey: [...queryKey, { size, page, desc, filter: search, orderBy }],
    queryFn: ({ signal }) =>
      load(
        { size, page: size === 0 ? 0 : page, desc },
        { filter: search || undefined, orderBy },
        signal,
      ),
    // The last rows stay while another page, sort or search of the same list loads.
    placeholderData: (previous, previousQuery) =>
      listKey === undefined || (previousQuery && partialMatchKey(previousQuery.queryKey, queryKey))
        ? previous
        : undefined,
  });
  const answer = query.data;
  const rows = answer?.rows ?? [];
  const isAll = size === 0;

  // A page past the end (rows deleted, a stale address) moves to the last page.
  const pageCount = answer?.pageCount;
  useEffect(() => {
    if (pageCount !== undefined && !isAll && page > 0 && page >= pageCount) {
      updateParams({ page: Math.max(0, pageCount - 1) }, { replace: true });
    }
  }, [pageCount, isAll, page, updateParams]);

  const selectableIds = rows.filter((row) => rowSelectable(row)).map(rowId);
  const selection = useRowSelection(
    selectedIds ?? noIds,
    selectableIds,
    onSelectionChange ?? ignoreSelection,
  );

  const applySearch = (text: string) => {
    if (text === search) return;
    selection.clear();
    updateParams({ search: text, page: 0 });
  };
  const sortBy = (key: string) =>
    updateParams({ orderBy: key, desc: key === orderBy ? !desc : false, page: 0 });

  const selectable = Boolean(onSelectionChange);
  const expandable = Boolean(subRows);
  const columnCount = columns.length + (selectable ? 1 : 0) + (expandable ? 1 : 0);
  const offsets = stickyOffsets(columns);

  const [expanded, setExpanded] = useState<ReadonlySet<RowId>>(() => new Set());
  const toggleExpanded = (id: RowId) =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  // Sub-rows are rows of the body too, so that All stays virtualised at one row height.
  const shownRows: ShownRow<Row>[] = rows.flatMap((row) => {
    const id = rowId(row);
    const shown: ShownRow<Row> = { row, key: String(id) };
    if (!subRows || !expanded.has(id)) return [shown];
    return [
      shown,
      ...subRows(row).map((sub) => ({ row: sub, key: `${id}/${rowId(sub)}`, parentId: id })),
    ];
  });

  const expanderCell = (row: Row, id: RowId, isSubRow: boolean) => {
    if (isSubRow)
      return (
        <TableCell padding="checkbox" align="right">
          <SubdirectoryArrowRightIcon fontSize="small" color="action" />
        </TableCell>
      );
    const isOpen = expanded.has(id);
    return (
      <TableCell padding="checkbox">
        {subRows && subRows(row).length > 0 && (
          <IconButton
            aria-label={t(isOpen ? 'collapseRow' : 'expandRow')}
            aria-expanded={isOpen}
            onClick={() => toggleExpanded(id)}
          >
            {isOpen ? <KeyboardArrowDownIcon /> : <KeyboardArrowRightIcon />}
          </IconButton>
        )}
      </TableCell>
    );
  };

  const renderRow = ({ row, key, parentId }: ShownRow<Row>) => {
    const id = rowId(row);
    const isSubRow = parentId !== undefined;
    const isSelected = !isSubRow && selection.selected.has(id);
    return (
      <TableRow
        key={key}
        hover
        selected={isSelected}
        className={rowClassName?.(row)}
        sx={[{ height: rowHeight }, !isSelected && Boolean(highlightRow?.(row)) && highlightSx]}
      >
        {expandable && expanderCell(row, id, isSubRow)}
        {selectable && (
          <TableCell padding="checkbox">
            {!isSubRow && (
              <Checkbox
                checked={isSelected}
                disabled={!rowSelectable(row)}
                onChange={() => selection.toggle(id)}
                slotProps={{ input: { 'aria-label': t('selectRow', { id }) } }}
              />
            )}
          </TableCell>
        )}
        {columns.map((column, index) => (
          <TableCell
            key={column.field}
            align={column.align}
            sx={bodyCellSx(column, offsets[index])}
          >
            {cellContent(column, row)}
          </TableCell>
        ))}
      </TableRow>
    );
  };

  const emptyRow = answer && rows.length === 0 && (
    <TableBody>
      <TableRow>
        <TableCell colSpan={columnCount} align="center" sx={{ py: 3 }}>
          {search ? (
            <Stack
              direction="row"
              spacing={2}
              sx={{ justifyContent: 'center', alignItems: 'center' }}
            >
              <span>{t('searchNoResults', { text: search })}</span>
              <Button variant="outlined" onClick={() => applySearch('')}>
                {t('reset')}
              </Button>
            </Stack>
          ) : (
            t('noRows')
          )}
        </TableCell>
      </TableRow>
    </TableBody>
  );

  return (
    <Paper variant="outlined">
      <Stack direction="row" spacing={2} sx={{ p: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        {title && (
          <Typography component={titleComponent} variant="h6" sx={{ flexGrow: 1 }}>
            {title}
          </Typography>
        )}
        {searchable && <DataTableSearch applied={search} onApply={applySearch} />}
        {toolbar}
      </Stack>
      {selectable && (
        <BulkActionsToolbar count={selection.selected.size} onClear={selection.clear}>
          {bulkActions}
        </BulkActionsToolbar>
      )}
      {query.isError && (
        <Box sx={{ px: 1.5, pb: 1.5 }}>
          <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />
        </Box>
      )}
      {answer?.capped && (
        <Alert severity="info" sx={{ mx: 1.5, mb: 1.5 }}>
          {t('showingFirstRows', { shown: rows.length, total: answer.total })}
        </Alert>
      )}
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
              expandable={expandable}
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
            {emptyRow ||
              (isAll ? (
                <VirtualTableBody rows={shownRows} scrollRef={scrollRef} renderRow={renderRow} />
              ) : (
                <TableBody>{shownRows.map(renderRow)}</TableBody>
              ))}
          </Table>
        </TableContainer>
      </Box>
      {answer && (
        <TablePagination
          component="div"
          count={answer.total}
          page={isAll ? 0 : Math.min(page, Math.max(0, answer.pageCount - 1))}
          rowsPerPage={isAll ? muiAll : size}
          rowsPerPageOptions={pageSizes.map((choice) =>
            choice === 0 ? { label: t('all'), value: muiAll } : choice,
          )}
          onPageChange={(_event, nextPage) => updateParams({ page: nextPage })}
          onRowsPerPageChange={(event) => {
            const chosen = Number(event.target.value);
            updateParams({ size: chosen === muiAll ? 0 : chosen, page: 0 });
          }}
          labelDisplayedRows={({ from, to, count }) =>
            t('displayedRows', {
              from: rows.length === 0 ? 0 : from,
              to: isAll ? rows.length : to,
              count,
            })
          }
        />
      )}
    </Paper>
  );
}
