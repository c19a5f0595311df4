import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { tablePageKey } from '../../../platform/ui/data-table/useTableParams';

/**
 * A filter of the orders kept in the address beside the table's own state
 * (`?status=2`, `?content=7`), so Back and a reload keep it: a whole number,
 * 0 (any) unless the address says otherwise; a change goes back to the first page.
 */
export function useOrderFilter(key: string, isValid: (value: number) => boolean) {
  const [searchParams, setSearchParams] = useSearchParams();
  const text = searchParams.get(key) ?? '';
  const read = /^\d{1,9}$/.test(text) ? Number(text) : 0;
  const value = isValid(read) ? read : 0;

  const setValue = useCallback(
    (next: number) =>
      setSearchParams((previous) => {
        const params = new URLSearchParams(previous);
        if (next === 0) params.delete(key);
        else params.set(key, String(next));
        params.delete(tablePageKey);
        return params;
      }),
    [key, setSearchParams],
  );

  return [value, setValue] as const;
}
