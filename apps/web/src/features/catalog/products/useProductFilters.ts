import { cleanBrands, itemFieldLimits, productBrandLimit } from '@bo/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { tablePageKey } from '../../../platform/ui/data-table/useTableParams';

/** The chosen filters of the product list; no brand and '' filter nothing. */
export interface ProductFilters {
  brands: readonly string[];
  groupCode: string;
  subGroupCode: string;
  analyst: string;
}

/** The address keys: `?brand=BOSCH&brand=MAHLE&group=FLT&subGroup=OIL&analyst=Anna`. */
const keys = { brand: 'brand', group: 'group', subGroup: 'subGroup', analyst: 'analyst' } as const;

/** The filters in the order they narrow each other: a change clears those after it. */
const narrowingOrder = [keys.brand, keys.group, keys.subGroup, keys.analyst] as const;

/** A code from the address, or '' when it is longer than the server takes. */
const codeOf = (value: string | null, max: number) => {
  const code = value?.trim() ?? '';
  return code.length <= max ? code : '';
};

function readFilters(search: URLSearchParams): ProductFilters {
  // An address may carry more than the server accepts: what it would refuse is left out.
  const brands = cleanBrands(search.getAll(keys.brand))
    .filter((brand) => brand.length <= itemFieldLimits.brand)
    .slice(0, productBrandLimit);
  const groupCode = codeOf(search.get(keys.group), itemFieldLimits.groupCode);
  return {
    brands,
    groupCode,
    // A subgroup code means something only within its group.
    subGroupCode: groupCode ? codeOf(search.get(keys.subGroup), itemFieldLimits.subGroupCode) : '',
    analyst: codeOf(search.get(keys.analyst), itemFieldLimits.analyst),
  };
}

/**
 * The product list's filters kept in the address beside the table's own state,
 * so Back and a reload keep them. Each list is narrowed by the choices before
 * it (C§2.7), so a change clears the choices after it, and the list goes back
 * to its first page.
 */
export function useProductFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readFilters(searchParams), [searchParams]);

  const choose = useCallback(
    (key: (typeof narrowingOrder)[number], values: readonly string[]) =>
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        for (const later of narrowingOrder.slice(narrowingOrder.indexOf(key))) next.delete(later);
        for (const value of values) if (value !== '') next.append(key, value);
        next.delete(tablePageKey);
        return next;
      }),
    [setSearchParams],
  );

  const setters = useMemo(
    () => ({
      setBrands: (brands: readonly string[]) => choose(keys.brand, brands),
      setGroup: (code: string) => choose(keys.group, [code]),
      setSubGroup: (code: string) => choose(keys.subGroup, [code]),
      setAnalyst: (analyst: string) => choose(keys.analyst, [analyst]),
    }),
    [choose],
  );

  return [filters, setters] as const;
}
