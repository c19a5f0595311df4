import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { tablePageKey } from './useTableParams';

/** Chosen codes by filter key; a missing key is the 'none' choice. */
export type CodeFilters<Key extends string> = Partial<Record<Key, number>>;

function readCode(text: string | null): number | undefined {
  if (text === null || !/^\d{1,3}$/.test(text)) return undefined;
  const code = Number(text);
  return code > 0 ? code : undefined;
}

/**
 * Code filters of a list (type, status) kept in the address beside the
 * table's own state (`?type=1&status=3`), so Back and a reload keep them; a
 * change goes back to the first page. `keys` must be a constant.
 */
export function useCodeFilters<Key extends string>(keys: readonly Key[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => {
    const chosen: CodeFilters<Key> = {};
    for (const key of keys) {
      const code = readCode(searchParams.get(key));
      if (code !== undefined) chosen[key] = code;
    }
    return chosen;
  }, [keys, searchParams]);

  const setFilter = useCallback(
    (key: Key, code: number | undefined) =>
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        if (code === undefined) next.delete(key);
        else next.set(key, String(code));
        next.delete(tablePageKey);
        return next;
      }),
    [setSearchParams],
  );

  return [filters, setFilter] as const;
}
