import { contentTypes, giftActionsFilter, type TextKey } from '@bo/contract';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../../platform/ui/data-table/DataTable';
import { NewRecordLink } from '../../../../platform/ui/NewRecordLink';
import { contentListKeys, loadContentListPage } from './contentList.api';
import { contentListColumns } from './contentListColumns';
import {
  newContentPath,
  useContentListFilters,
  type ContentListRoute,
} from './useContentListFilters';

/** Each route's heading: the drawer's entry for it. */
const headings: Record<ContentListRoute, TextKey> = {
  all: 'drawerContent',
  archive: 'drawerArchive',
  news: 'drawerNews',
  gifts: 'drawerGiftActions',
};

/**
 * The content list (B§2) at /admin/cms (relevant only by default),
 * /admin/cms/archive, /admin/cms/news (type 2) and /admin/cms/contentgift
 * (filter 15): top-level rows, each with its sub-offers opening beneath it.
 */
export function ContentListPage() {
  const { t } = useTranslation();
  const columns = useMemo(() => contentListColumns(t), [t]);
  const { route, rules, filters, setContentType, setRelevant } = useContentListFilters();
  const load = useMemo(() => loadContentListPage(filters), [filters]);

  return (
    <DataTable
      title={t(headings[route])}
      queryKey={contentListKeys.list(filters)}
      load={load}
      columns={columns}
      rowId={(row) => row.contentId}
      subRows={(row) => row.subOffers}
      highlightRow={(row) => row.subOffers.length > 0}
      defaultOrderBy="contentId"
      defaultDesc
      toolbar={
        <>
          <TextField
            select
            size="small"
            label={t('contentColType')}
            value={String(filters.contentType)}
            onChange={(event) => setContentType(Number(event.target.value))}
            // News and gift actions are routes of their own: their type is the route's.
            disabled={rules.fixedType !== undefined}
            fullWidth={false}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="0">{t('contentListAllTypes')}</MenuItem>
            {contentTypes.map(({ id, nameKey }) => (
              <MenuItem key={id} value={String(id)}>
                {t(nameKey)}
              </MenuItem>
            ))}
            <MenuItem value={String(giftActionsFilter)}>{t('contentListGiftActions')}</MenuItem>
          </TextField>
          {rules.relevantShown && (
            <FormControlLabel
              label={t('contentListRelevant')}
              control={
                <Checkbox
                  checked={filters.actual}
                  onChange={(event) => setRelevant(event.target.checked)}
                />
              }
            />
          )}
          {rules.addShown && (
            <NewRecordLink to={newContentPath(filters.contentType)}>
              {t('contentListAddNew')}
            </NewRecordLink>
          )}
        </>
      }
    />
  );
}
