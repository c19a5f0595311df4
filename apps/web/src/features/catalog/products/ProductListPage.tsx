import { pageSizes } from '@bo/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../platform/ui/data-table/DataTable';
import { ProductFilterBar } from './ProductFilterBar';
import { productColumns } from './productColumns';
import { loadProductPage, productKeys } from './products.api';
import { useProductFilters } from './useProductFilters';

/**
 * /admin/catalog/products (C§2.7, the spec's ContentList): the items of the
 * item master as products, filtered by brands, group, subgroup and analyst;
 * 20 rows per page or All, which the table renders virtualised.
 */
export function ProductListPage() {
  const { t } = useTranslation();
  const columns = useMemo(() => productColumns(t), [t]);
  const [filters, { setBrands, setGroup, setSubGroup, setAnalyst }] = useProductFilters();
  const load = useMemo(() => loadProductPage(filters), [filters]);

  return (
    <DataTable
      title={t('products')}
      queryKey={productKeys.page(filters)}
      load={load}
      columns={columns}
      rowId={(row) => row.itemNo}
      pageSizes={pageSizes.products}
      searchable={false}
      toolbar={
        <ProductFilterBar
          filters={filters}
          onBrands={setBrands}
          onGroup={setGroup}
          onSubGroup={setSubGroup}
          onAnalyst={setAnalyst}
        />
      }
    />
  );
}
