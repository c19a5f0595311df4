import {
  contentScreens,
  giftEntryStatusClass,
  isGiftEntryStatus,
  giftOrderLimits,
  negativeBalanceStatuses,
  type GiftOrder,
} from '@bo/contract';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router';
import { dateColumn } from '../../../platform/ui/data-table/columnKinds';
import type { DataTableColumn } from '../../../platform/ui/data-table/types';
import { giftEntryStatusName } from './giftEntryStatusName';
import { formatPoints } from '../points/pointsFormat';

/** B§4: an order Created or Processing whose customer's points are below zero. */
function hasNegativeBalance(order: Pick<GiftOrder, 'giftEntryStatus' | 'userPoints'>) {
  return (
    negativeBalanceStatuses.some((status) => status === order.giftEntryStatus) &&
    order.userPoints < 0
  );
}

/** The class named after the status (B§2), and `negative-balance` on a marked order (B§4). */
export function orderRowClass(order: Pick<GiftOrder, 'giftEntryStatus' | 'userPoints'>): string {
  const named = isGiftEntryStatus(order.giftEntryStatus)
    ? giftEntryStatusClass[order.giftEntryStatus]
    : '';
  return [named, hasNegativeBalance(order) ? 'negative-balance' : ''].filter(Boolean).join(' ');
}

/** B§9: the content filter shows the title's first 23 characters (whole characters). */
export function cutTitle(title: string): string {
  return Array.from(title).slice(0, giftOrderLimits.filterTitleMax).join('');
}

const editorLink = (row: GiftOrder, text: string | number) => (
  <Link component={RouterLink} to={contentScreens.editor(row.contentId)}>
    {text}
  </Link>
);

interface OrderColumnsOptions {
  t: TFunction;
  /** The prizes list's Content Id, ParentId and Title; the orders tab is one content's already. */
  withContent: boolean;
  onEdit: (row: GiftOrder) => void;
}

/**
 * The columns of the prizes list (B§2) in its order, the orders tab's without
 * the content's three: the status named and a negative balance marked (B§4),
 * Quantity with its unit, the posting date en-GB, the content's links to its
 * editor, and last the edit pencil beside the hidden ComId.
 */
export function orderColumns({ t, withContent, onEdit }: OrderColumnsOptions) {
  const content: DataTableColumn<GiftOrder>[] = [
    {
      field: 'contentId',
      header: t('giftOrderColumnContentId'),
      align: 'right',
      width: 64,
      render: (row) => editorLink(row, row.contentId),
    },
    { field: 'parentContentId', header: t('giftOrderColumnParentId'), align: 'right', width: 64 },
    {
      field: 'title',
      header: t('giftOrderColumnTitle'),
      ellipsis: true,
      width: 150,
      render: (row) => editorLink(row, row.title),
    },
  ];
  const columns: DataTableColumn<GiftOrder>[] = [
    ...(withContent ? content : []),
    {
      field: 'id',
      header: t('giftOrderColumnOrderId'),
      sortable: true,
      align: 'right',
      width: 80,
    },
    { field: 'custNo', header: t('giftOrderColumnCustNo'), sortable: true, width: 100 },
    { field: 'login', header: t('giftOrderColumnLogin'), ellipsis: true, width: 110 },
    { field: 'custName', header: t('giftOrderColumnCustName'), ellipsis: true, width: 180 },
    { field: 'mainCode', header: t('giftOrderColumnMainCode'), width: 100 },
    { field: 'itemNo', header: t('giftOrderColumnItemNo'), sortable: true, width: 100 },
    { field: 'itemName', header: t('giftOrderColumnItemName'), ellipsis: true, width: 180 },
    {
      field: 'quantity',
      header: t('giftOrderColumnQuantity'),
      align: 'right',
      width: 90,
      render: (row) => t('giftOrderScreenQuantityUnit', { quantity: row.quantity }),
    },
    { field: 'respCenter', header: t('giftOrderColumnRespCenter'), width: 100 },
    { field: 'locationCode', header: t('giftOrderColumnLocationCode'), width: 100 },
    { field: 'loyaltyCode', header: t('giftOrderColumnLoyaltyCode'), width: 100 },
    {
      field: 'salespersonName',
      header: t('giftOrderColumnSalespersonName'),
      ellipsis: true,
      width: 180,
    },
    {
      // The status, the posting date and the pencil stay pinned at the right edge, so the
      // columns between the customer and them scroll beneath them (issue 32).
      field: 'giftEntryStatus',
      header: t('giftOrderColumnStatus'),
      sortable: true,
      width: 210,
      sticky: true,
      render: (row) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <span>{giftEntryStatusName(row.giftEntryStatus, t)}</span>
          {hasNegativeBalance(row) && (
            <Chip
              size="small"
              color="error"
              label={t('giftOrderScreenNegativeBalance')}
              title={t('giftOrderScreenNegativeBalanceHint', {
                points: formatPoints(row.userPoints),
              })}
            />
          )}
        </Stack>
      ),
    },
    dateColumn('postingDate', t('giftOrderColumnPostingDate'), { width: 110, sticky: true }),
    {
      field: 'contactPerson',
      header: t('giftOrderColumnContactPerson'),
      ellipsis: true,
      width: 180,
    },
    { field: 'contactPhone', header: t('giftOrderColumnContactPhone'), width: 140 },
    {
      // The ComId is kept in the row, hidden (B§2); the column holds the row's pencil.
      field: 'comId',
      header: '',
      width: 56,
      align: 'right',
      sticky: true,
      render: (row) => (
        <>
          <Box component="span" hidden data-field="comId">
            {row.comId}
          </Box>
          <IconButton
            aria-label={t('giftOrderScreenChangeStatusOf', { id: row.id })}
            onClick={() => onEdit(row)}
            size="small"
          >
            <EditIcon fontSize="small" />
          </IconButton>
        </>
      ),
    },
  ];
  return columns;
}
