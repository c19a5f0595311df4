import { isAuditAction } from '@bo/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { tablePageKey } from '../../platform/ui/data-table/useTableParams';
import type { AuditFilters } from './audit.api';

type FilterKey = keyof AuditFilters;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;

function readFilters(search: URLSearchParams): AuditFilters {
  const action = search.get('action') ?? '';
  const date = (key: 'from' | 'to') => {
    const value = search.get(key) ?? '';
    return datePattern.test(value) ? value : '';
  };
  return {
    entity: search.get('entity') ?? '',
    login: search.get('login') ?? '',
    action: isAuditAction(action) ? action : '',
    from: date('from'),
    to: date('to'),
  };
}

/**
 * The audit list's filters kept in the address beside the table's own state
 * (`?entity=banner&action=update&from=2026-03-01`), so Back and a reload keep
 * them; a change goes back to the first page.
 */
export function useAuditFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readFilters(searchParams), [searchParams]);
  const setFilter = useCallback(
    (key: FilterKey, value: string) =>
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        if (value === '') next.delete(key);
        else next.set(key, value);
        next.delete(tablePageKey);
        return next;
      }),
    [setSearchParams],
  );
  return [filters, setFilter] as const;
}
