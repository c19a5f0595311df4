import { type MyGiftOrder } from '@bo/contract';
import Box from '@mui/material/Box';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateColumn } from '../../platform/ui/data-table/columnKinds';
import { DataTable } from '../../platform/ui/data-table/DataTable';
import type { DataTableColumn } from '../../platform/ui/data-table/types';
import { formatPoints, giftEntryStatusName } from '../content';
import { giftKeys, loadMyGiftOrders } from './gifts.api';

function myOrderColumns(t: TFunction): DataTableColumn<MyGiftOrder>[] {
  return [
    dateColumn('postingDate', t('date'), { sortable: false, width: 110 }),
    { field: 'title', header: t('giftPortalColAction'), ellipsis: true, width: 260 },
    { field: 'itemNo', header: t('pointsLedgerColItem'), width: 130 },
    { field: 'itemName', header: t('giftPortalColGift'), ellipsis: true, width: 260 },
    { field: 'quantity', header: t('pointsLedgerColQuantity'), align: 'right', width: 90 },
    {
      field: 'points',
      header: t('pointsLedgerColPoints'),
      align: 'right',
      width: 110,
      render: (order) => formatPoints(order.points),
    },
    {
      field: 'giftEntryStatus',
      header: t('status'),
      width: 120,
      render: (order) => giftEntryStatusName(order.giftEntryStatus, t),
    },
  ];
}

/** The customer's own gift orders, newest first, paged by the server. */
export function MyGiftOrders() {
  const { t } = useTranslation();
  const columns = useMemo(() => myOrderColumns(t), [t]);
  return (
    <Box component="section" aria-label={t('giftPortalMyOrders')}>
      <DataTable
        title={t('giftPortalMyOrders')}
        titleComponent="h2"
        queryKey={giftKeys.myOrders}
        load={loadMyGiftOrders}
        columns={columns}
        rowId={(order) => order.id}
        defaultDesc
        searchable={false}
        stateInAddress={false}
      />
    </Box>
  );
}
