import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { DataTable } from './DataTable';
import type { DataTableBaseProps } from './dataTableProps';
import { pageLocally } from './pageLocally';
import type { TableLoad } from './types';

/** A table's load over a list the server answers whole: searched, sorted and paged here. */
function localTableLoad<Row>(
  fetchRows: () => Promise<readonly Row[]>,
  searchText: (row: Row) => string,
  orderByKeys: readonly (keyof Row & string)[],
): TableLoad<Row> {
  return async (page, query) => {
    const rows = await fetchRows();
    const text = query.filter?.trim().toLowerCase() ?? '';
    const found = text ? rows.filter((row) => searchText(row).toLowerCase().includes(text)) : rows;
    const orderBy = orderByKeys.find((key) => key === query.orderBy);
    return pageLocally(found, page, orderBy);
  };
}

type WholeListTableProps<Row> = Pick<
  DataTableBaseProps<Row>,
  'title' | 'queryKey' | 'columns' | 'rowId' | 'defaultOrderBy' | 'toolbar'
> & {
  /** The whole list, through the query client (its cache while fresh). */
  fetchRows: (queryClient: QueryClient) => Promise<readonly Row[]>;
  /** The text the search looks in. */
  searchText: (row: Row) => string;
  /** The columns it sorts by. */
  orderByKeys: readonly (keyof Row & string)[];
};

/**
 * The table of a record's children below its card (a mark's models): the
 * whole list searched, sorted and paged in the browser, its state in memory.
 */
export function WholeListTable<Row>({
  fetchRows,
  searchText,
  orderByKeys,
  ...table
}: WholeListTableProps<Row>) {
  const queryClient = useQueryClient();
  const load = localTableLoad(() => fetchRows(queryClient), searchText, orderByKeys);
  return <DataTable {...table} titleComponent="h2" load={load} stateInAddress={false} />;
}
