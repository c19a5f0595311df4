import {
  codeListSchema,
  codeNameListSchema,
  productApi,
  productPageAnswerSchema,
  type ProductRow,
} from '@bo/contract';
import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../platform/http';
import type { TableLoad } from '../../../platform/ui/data-table/types';
import type { ProductFilters } from './useProductFilters';

export const productKeys = {
  all: ['products'] as const,
  page: ({ brands, groupCode, subGroupCode, analyst }: ProductFilters) =>
    ['products', 'page', brands, groupCode, subGroupCode, analyst] as const,
  brands: ['products', 'brands'] as const,
  groups: (brands: readonly string[]) => ['products', 'groups', brands] as const,
  subGroups: (brands: readonly string[], groupCode: string) =>
    ['products', 'subGroups', brands, groupCode] as const,
  analysts: (brands: readonly string[], groupCode: string, subGroupCode: string) =>
    ['products', 'analysts', brands, groupCode, subGroupCode] as const,
};

/** ProductPage with the chosen filters; the table sends the page, size and order. */
export const loadProductPage =
  (filters: ProductFilters): TableLoad<ProductRow> =>
  (page, _query, signal) =>
    apiPost(
      productApi.productPage,
      {
        ...page,
        brand: filters.brands,
        groupCode: filters.groupCode,
        subGroupCode: filters.subGroupCode,
        analyst: filters.analyst,
      },
      { schema: productPageAnswerSchema, signal },
    );

/** The brands that have items (the first filter: nothing narrows it). */
export function useBrandList() {
  return useQuery({
    queryKey: productKeys.brands,
    queryFn: ({ signal }) =>
      apiPost(productApi.brandList, undefined, { schema: codeListSchema, signal }),
  });
}

/** The groups of the chosen brands' items. */
export function useGroupList(brands: readonly string[]) {
  return useQuery({
    queryKey: productKeys.groups(brands),
    queryFn: ({ signal }) =>
      apiPost(productApi.groupList, { brand: brands }, { schema: codeNameListSchema, signal }),
  });
}

/** The chosen group's subgroups of the chosen brands' items; asked for only once a group is chosen. */
export function useSubGroupList(brands: readonly string[], groupCode: string) {
  return useQuery({
    queryKey: productKeys.subGroups(brands, groupCode),
    queryFn: ({ signal }) =>
      apiPost(
        productApi.subGroupList,
        { brand: brands, groupCode },
        { schema: codeNameListSchema, signal },
      ),
    enabled: groupCode !== '',
  });
}

/** The analysts of the items the brand, group and subgroup choices leave. */
export function useAnalystList(brands: readonly string[], groupCode: string, subGroupCode: string) {
  return useQuery({
    queryKey: productKeys.analysts(brands, groupCode, subGroupCode),
    queryFn: ({ signal }) =>
      apiPost(
        productApi.analystList,
        { brand: brands, groupCode, subGroupCode },
        { schema: codeListSchema, signal },
      ),
  });
}
