import type { CodeName, ProductRow } from '@bo/contract';
import type { ProductListRow } from './product-list.repository.js';

/** A product as the list answers it (C§3 Product, with its group's and subgroup's names). */
export function presentProduct(row: ProductListRow): ProductRow {
  return {
    itemNo: row.itemNo,
    brand: row.brand,
    groupCode: row.groupCode,
    groupName: row.groupName,
    subGroupCode: row.subGroupCode,
    subGroupName: row.subGroupName,
    description: row.description,
  };
}

export function presentCodeName(row: { code: string; name: string }): CodeName {
  return { code: row.code, name: row.name };
}
