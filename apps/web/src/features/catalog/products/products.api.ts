import {
  codeListSchema,
  codeNameListSchema,
  productApi,
  productPageAnswerSchema,
  type ProductRow,
} from '@bo/contract';
import { useQuery } from '@tanstack/react-query';
import { postQuery } from '../../../platform/apiQuery';
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
export const useBrandList = () =>
  useQuery(postQuery(productKeys.brands, productApi.brandList, undefined, codeListSchema));

/** The groups of the chosen brands' items. */
export function useGroupList(brands: readonly string[]) {
  const key = productKeys.groups(brands);
  return useQuery(postQuery(key, productApi.groupList, { brand: brands }, codeNameListSchema));
}

/** The chosen group's subgroups of the chosen brands' items; asked for only once a group is chosen. */
export function useSubGroupList(brands: readonly string[], groupCode: string) {
  const key = productKeys.subGroups(brands, groupCode);
  const body = { brand: brands, groupCode };
  return useQuery({
    ...postQuery(key, productApi.subGroupList, body, codeNameListSchema),
    enabled: groupCode !== '',
  });
}

/** The analysts of the items the brand, group and subgroup choices leave. */
export function useAnalystList(brands: readonly string[], groupCode: string, subGroupCode: string) {
  const key = productKeys.analysts(brands, groupCode, subGroupCode);
  const body = { brand: brands, groupCode, subGroupCode };
  return useQuery(postQuery(key, productApi.analystList, body, codeListSchema));
}
