import { pointsDecimals, type ContentItem } from '@bo/contract';
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { TFunction } from 'i18next';
import { dateColumn } from '../../../platform/ui/data-table/columnKinds';
import type { DataTableColumn } from '../../../platform/ui/data-table/types';
import { rowActionsColumn } from '../../../platform/ui/editable-table/rowActions';
import { PictureThumb } from './PictureThumb';

/** An item as the table shows it. */
export type ItemRow = ContentItem & {
  /** Its itemNo or navItemNo is another item's too (B§5). */
  duplicate: boolean;
  /** In no order: it can be deleted and selected (B§4, B§5). */
  deletable: boolean;
};

interface ItemColumnsOptions {
  t: TFunction;
  groupName: (groupId: number) => string;
  onEdit: (row: ItemRow) => void;
  onCopy: (row: ItemRow) => void;
  onDelete: (row: ItemRow) => void;
}

/**
 * The items table's columns (issue 15): sort, the numbers (a
 * duplicate marked), description, group, active, quantity, cost points,
 * orders limit, dates, orders, picture and the row's buttons.
 */
export function giftItemColumns({
  t,
  groupName,
  onEdit,
  onCopy,
  onDelete,
}: ItemColumnsOptions): DataTableColumn<ItemRow>[] {
  return [
    { field: 'sort', header: t('sort'), sortable: true, width: 70, align: 'right' },
    {
      field: 'itemNo',
      header: t('itemNo'),
      sortable: true,
      render: (row) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <span>{row.itemNo}</span>
          {row.duplicate && (
            <Chip
              size="small"
              color="warning"
              label={t('giftScreenDuplicate')}
              title={t('giftScreenDuplicateHint')}
            />
          )}
        </Stack>
      ),
    },
    { field: 'navItemNo', header: t('giftScreenNavItemNo'), sortable: true },
    {
      field: 'description',
      header: t('description'),
      sortable: true,
      ellipsis: true,
      width: 240,
    },
    {
      field: 'groupId',
      header: t('giftScreenGroup'),
      render: (row) => groupName(row.groupId),
    },
    {
      field: 'active',
      header: t('active'),
      sortable: true,
      width: 80,
      align: 'center',
      render: (row) =>
        row.active ? <CheckIcon fontSize="small" titleAccess={t('active')} /> : null,
    },
    {
      field: 'quantity',
      header: t('giftScreenQuantity'),
      sortable: true,
      width: 90,
      align: 'right',
    },
    {
      field: 'costPoints',
      header: t('giftScreenCostPoints'),
      sortable: true,
      width: 100,
      align: 'right',
      render: (row) => row.costPoints.toFixed(pointsDecimals),
    },
    {
      field: 'maxOrderItems',
      header: t('contentSettingsMaxOrderItems'),
      sortable: true,
      width: 90,
      align: 'right',
    },
    dateColumn('dateFrom', t('contentDateFrom'), { width: 105 }),
    dateColumn('dateTo', t('contentDateTo'), { width: 105 }),
    {
      field: 'inOrders',
      header: t('giftScreenInOrders'),
      sortable: true,
      width: 90,
      align: 'right',
    },
    {
      field: 'firstPic',
      header: t('giftScreenPicture'),
      width: 80,
      render: (row) => (
        <PictureThumb url={row.firstPic} alt={t('giftScreenPictureOf', { name: row.itemNo })} />
      ),
    },
    rowActionsColumn<ItemRow>(
      'id',
      (row) => [
        {
          label: t('giftScreenEditItemNamed', { itemNo: row.itemNo }),
          icon: <EditIcon fontSize="small" />,
          onClick: () => onEdit(row),
        },
        {
          label: t('giftScreenCopyItemNamed', { itemNo: row.itemNo }),
          icon: <ContentCopyIcon fontSize="small" />,
          onClick: () => onCopy(row),
        },
        {
          label: t('giftScreenDeleteItemNamed', { itemNo: row.itemNo }),
          icon: <DeleteIcon fontSize="small" />,
          onClick: () => onDelete(row),
          blockedReason: row.deletable ? undefined : t('giftItemDeleteBlocked'),
        },
      ],
      130,
    ),
  ];
}
