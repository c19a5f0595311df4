import { partialMatchKey, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { TableLoad } from './types';
import { useTableParams, type TableDefaults } from './useTableParams';

interface TableQueryOptions<Row> {
  queryKey: readonly unknown[];
  load: TableLoad<Row>;
  defaults: TableDefaults;
  stateInAddress: boolean;
  listKey: string | undefined;
}

/**
 * The table's state (page, size, search, sort) and the page it loads with it;
 * a page past the end (rows deleted, a stale address) moves to the last page.
 */
export function useTableQuery<Row>({
  queryKey,
  load,
  defaults,
  stateInAddress,
  listKey,
}: TableQueryOptions<Row>) {
  const [params, updateParams] = useTableParams(defaults, stateInAddress, listKey);
  const { page, size, search, orderBy, desc } = params;

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
  const isAll = size === 0;

  const pageCount = query.data?.pageCount;
  useEffect(() => {
    if (pageCount !== undefined && !isAll && page > 0 && page >= pageCount) {
      updateParams({ page: Math.max(0, pageCount - 1) }, { replace: true });
    }
  }, [pageCount, isAll, page, updateParams]);

  return { params, updateParams, query, isAll };
}
