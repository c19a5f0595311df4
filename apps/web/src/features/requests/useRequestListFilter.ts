import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { RequestListFilter } from './requests.api';

export type RequestFilterKey = keyof RequestListFilter;

// The address key of the table's page (see platform/ui/data-table/useTableParams.ts).
const tablePageKey = 'page';

function readCode(text: string | null): number | undefined {
  if (text === null || !/^\d{1,2}$/.test(text)) return undefined;
  const code = Number(text);
  return code > 0 ? code : undefined;
}

/**
 * The type and status filters of the request list, kept in the address
 * (`?type=1&status=3`) so Back and a reload keep them; a change goes to page 1.
 */
export function useRequestListFilter() {
  const [searchParams, setSearchParams] = useSearchParams();
  const typeText = searchParams.get('type');
  const statusText = searchParams.get('status');
  const filter = useMemo<RequestListFilter>(
    () => ({ type: readCode(typeText), status: readCode(statusText) }),
    [typeText, statusText],
  );

  const changeFilter = useCallback(
    (key: RequestFilterKey, code: number | undefined) =>
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        if (code === undefined) next.delete(key);
        else next.set(key, String(code));
        next.delete(tablePageKey);
        return next;
      }),
    [setSearchParams],
  );

  return [filter, changeFilter] as const;
}
