import { bannerTypeName, pageSizes, type BannerListRow } from '@bo/contract';
import CheckIcon from '@mui/icons-material/Check';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../platform/format';
import { DataTable } from '../../platform/ui/data-table/DataTable';
import type { DataTableColumn } from '../../platform/ui/data-table/types';
import { NewRecordLink } from '../../platform/ui/NewRecordLink';
import { bannerPaths } from './bannerPaths';
import { bannerKeys, loadBannersPage } from './banners.api';

const columns: DataTableColumn<BannerListRow>[] = [
  {
    field: 'title',
    header: 'Title',
    sortable: true,
    width: 480,
    ellipsis: true,
    render: (row) => (
      <Link component={RouterLink} to={bannerPaths.edit(row.bannerId)}>
        {row.title}
      </Link>
    ),
  },
  {
    field: 'bannerType',
    header: 'Type',
    sortable: true,
    render: (row) => bannerTypeName(row.bannerType),
  },
  { field: 'sort', header: 'Sort', sortable: true, width: 100 },
  {
    field: 'created',
    header: 'Created',
    sortable: true,
    width: 120,
    render: (row) => formatDate(row.created),
  },
  {
    field: 'active',
    header: 'Active',
    sortable: true,
    width: 90,
    align: 'center',
    render: (row) =>
      row.active ? <CheckIcon fontSize="small" color="success" titleAccess="Active" /> : null,
  },
];

/** /admin/banners (C§2.3). */
export function BannerListPage() {
  return (
    <DataTable
      title="Banners"
      queryKey={bannerKeys.list}
      load={loadBannersPage}
      columns={columns}
      rowId={(row) => row.bannerId}
      pageSizes={pageSizes.standard}
      defaultOrderBy="sort"
      toolbar={<NewRecordLink to={bannerPaths.edit(0)}>Add Banner</NewRecordLink>}
    />
  );
}
