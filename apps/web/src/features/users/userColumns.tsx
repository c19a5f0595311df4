import { userScreens, type UserListRow, type UserVariant } from '@bo/contract';
import CheckIcon from '@mui/icons-material/Check';
import Link from '@mui/material/Link';
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router';
import type { DataTableColumn } from '../../platform/ui/data-table/types';

// Cut with an ellipsis at these widths, the whole value on hover (issue 19).
const linkedFields = [
  { field: 'login', header: 'login', width: 280 },
  { field: 'custNo', header: 'customerCode', width: 200 },
  { field: 'fullName', header: 'fullName', width: 360 },
] as const;

/** Login, Customer code and Full name linking to the variant's edit screen (A§2, C§2.8), then Blocked. */
export function userColumns(variant: UserVariant, t: TFunction): DataTableColumn<UserListRow>[] {
  const { edit } = userScreens(variant);
  return [
    ...linkedFields.map(({ field, header, width }): DataTableColumn<UserListRow> => ({
      field,
      header: t(header),
      sortable: true,
      width,
      ellipsis: true,
      render: (row) => (
        <Link component={RouterLink} to={edit(row.login)}>
          {row[field]}
        </Link>
      ),
    })),
    {
      field: 'blocked',
      header: t('blocked'),
      sortable: true,
      width: 100,
      align: 'center',
      render: (row) =>
        row.blocked ? (
          <CheckIcon fontSize="small" color="error" titleAccess={t('blocked')} />
        ) : null,
    },
  ];
}
