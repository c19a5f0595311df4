import { maxSearchLength } from '@bo/contract';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';

/** Paging, search and sort of a table; `page` counts from 0, `size` 0 means All. */
export interface TableParams {
  page: number;
  size: number;
  search: string;
  orderBy: string | undefined;
  desc: boolean;
}

export interface TableDefaults {
  pageSizes: readonly number[];
  orderBy?: string;
  desc?: boolean;
}

const keys = { page: 'page', size: 'size', search: 'q', orderBy: 'sort', desc: 'desc' } as const;

/** The address key of a table's page (counted from 1); other filters of a list reset it. */
export const tablePageKey = keys.page;

function readInt(text: string | null): number | undefined {
  if (text === null || !/^\d{1,9}$/.test(text)) return undefined;
  return Number(text);
}

function readParams(search: URLSearchParams, defaults: TableDefaults): TableParams {
  const defaultSize = defaults.pageSizes[0] ?? 0;
  const size = readInt(search.get(keys.size));
  const page = readInt(search.get(keys.page));
  const desc = search.get(keys.desc);
  return {
    // The address shows pages counted from 1.
    page: page && page > 0 ? page - 1 : 0,
    size: size !== undefined && defaults.pageSizes.includes(size) ? size : defaultSize,
    // An address may carry more than the server accepts: the search box's limit applies.
    search: (search.get(keys.search) ?? '').slice(0, maxSearchLength),
    orderBy: search.get(keys.orderBy) ?? defaults.orderBy,
    desc: desc === null ? (defaults.desc ?? false) : desc === '1',
  };
}

function writeParams(search: URLSearchParams, params: TableParams, defaults: TableDefaults) {
  const entries: [string, string | null][] = [
    [keys.page, params.page > 0 ? String(params.page + 1) : null],
    [keys.size, params.size !== (defaults.pageSizes[0] ?? 0) ? String(params.size) : null],
    [keys.search, params.search || null],
    [keys.orderBy, params.orderBy && params.orderBy !== defaults.orderBy ? params.orderBy : null],
    [keys.desc, params.desc !== (defaults.desc ?? false) ? (params.desc ? '1' : '0') : null],
  ];
  for (const [key, value] of entries) {
    if (value === null) search.delete(key);
    else search.set(key, value);
  }
}

/** The in-memory state of a list not yet paged, sorted or searched: never changed (updates copy it). */
const freshMemory = new URLSearchParams();

/**
 * Table state kept in the address, so Back returns to the previous page or
 * search and a reload keeps the place; or, for a table that is not the
 * screen's own (a dialog, a home widget, a table inside a card), kept in memory
 * so it never touches the address of the screen around it. In memory, the
 * state belongs to `listKey`: another list starts afresh.
 */
export function useTableParams(defaults: TableDefaults, inAddress = true, listKey = '') {
  const [searchParams, setSearchParams] = useSearchParams();
  const [memory, setMemory] = useState(() => ({ listKey, params: freshMemory }));
  // Another list drops the last one's state: going back to it starts afresh too.
  if (memory.listKey !== listKey) setMemory({ listKey, params: freshMemory });
  const source = inAddress
    ? searchParams
    : memory.listKey === listKey
      ? memory.params
      : freshMemory;
  const { pageSizes, orderBy, desc } = defaults;

  const params = useMemo(
    () => readParams(source, { pageSizes, orderBy, desc }),
    [source, pageSizes, orderBy, desc],
  );

  const updateParams = useCallback(
    (changes: Partial<TableParams>, options: { replace?: boolean } = {}) => {
      const apply = (previous: URLSearchParams) => {
        const next = new URLSearchParams(previous);
        const current = readParams(previous, { pageSizes, orderBy, desc });
        writeParams(next, { ...current, ...changes }, { pageSizes, orderBy, desc });
        return next;
      };
      if (inAddress) setSearchParams(apply, { replace: options.replace ?? false });
      else {
        setMemory((previous) => ({
          listKey,
          params: apply(previous.listKey === listKey ? previous.params : freshMemory),
        }));
      }
    },
    [inAddress, setSearchParams, pageSizes, orderBy, desc, listKey],
  );

  return [params, updateParams] as const;
}
