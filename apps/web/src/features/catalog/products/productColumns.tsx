import { codeNameLabel, type ProductRow } from '@bo/contract';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../../../platform/ui/data-table/types';

/** The columns of the product list (C§2.7): Brand, Group, Subgroup, Description. */
export const productColumns = (t: TFunction): DataTableColumn<ProductRow>[] => [
  { field: 'brand', header: t('productBrand'), width: 160, ellipsis: true },
  {
    field: 'groupCode',
    header: t('productGroup'),
    width: 240,
    ellipsis: true,
    text: (row) => codeNameLabel({ code: row.groupCode, name: row.groupName }),
    render: (row) => codeNameLabel({ code: row.groupCode, name: row.groupName }),
  },
  {
    field: 'subGroupCode',
    header: t('productSubgroup'),
    width: 240,
    ellipsis: true,
    text: (row) => codeNameLabel({ code: row.subGroupCode, name: row.subGroupName }),
    render: (row) => codeNameLabel({ code: row.subGroupCode, name: row.subGroupName }),
  },
  { field: 'description', header: t('description'), width: 420, ellipsis: true },
];
