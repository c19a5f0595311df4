import { bannerTypeName, type BannerListRow } from '@bo/contract';
import CheckIcon from '@mui/icons-material/Check';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../platform/ui/data-table/DataTable';
import { dateColumn, linkColumn } from '../../platform/ui/data-table/columnKinds';
import type { DataTableColumn } from '../../platform/ui/data-table/types';
import { NewRecordLink } from '../../platform/ui/NewRecordLink';
import { bannerPaths } from './bannerPaths';
import { bannerKeys, loadBannersPage } from './banners.api';

const bannerColumns = (t: TFunction): DataTableColumn<BannerListRow>[] => [
  linkColumn('title', t('title'), (row) => bannerPaths.edit(row.bannerId), {
    sortable: true,
    width: 480,
    ellipsis: true,
  }),
  {
    field: 'bannerType',
    header: t('type'),
    sortable: true,
    render: (row) => bannerTypeName(row.bannerType, t),
  },
  { field: 'sort', header: t('sort'), sortable: true, width: 100 },
  dateColumn('created', t('created'), { width: 120 }),
  {
    field: 'active',
    header: t('active'),
    sortable: true,
    width: 90,
    align: 'center',
    render: (row) =>
      row.active ? <CheckIcon fontSize="small" color="success" titleAccess={t('active')} /> : null,
  },
];

/** /admin/banners (C§2.3). */
export function BannerListPage() {
  const { t } = useTranslation();
  const columns = useMemo(() => bannerColumns(t), [t]);
  return (
    <DataTable
      title={t('banners')}
      queryKey={bannerKeys.list}
      load={loadBannersPage}
      columns={columns}
      rowId={(row) => row.bannerId}
      defaultOrderBy="sort"
      toolbar={<NewRecordLink to={bannerPaths.edit(0)}>{t('addBanner')}</NewRecordLink>}
    />
  );
}
