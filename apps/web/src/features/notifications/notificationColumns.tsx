import { notificationStatusName, notificationTypeName, type Notification } from '@bo/contract';
import type { TFunction } from 'i18next';
import { codeNameColumn, dateColumn } from '../../platform/ui/data-table/columnKinds';
import type { DataTableColumn } from '../../platform/ui/data-table/types';

/**
 * The fields of a notification (A§2 Notifications list), sortable where the
 * server sorts; type and status named by their codes in the user's language.
 */
export const notificationColumns = (t: TFunction): DataTableColumn<Notification>[] => [
  { field: 'comId', header: t('company'), width: 72 },
  { field: 'custNo', header: t('customerNo'), sortable: true, width: 90, ellipsis: true },
  { field: 'custName', header: t('customerName'), sortable: true, width: 130, ellipsis: true },
  codeNameColumn('typeName', t('type'), { orderBy: 'type', width: 110 }, (row) =>
    notificationTypeName(row.type, t, row.typeName),
  ),
  codeNameColumn('statusName', t('status'), { orderBy: 'status', width: 90 }, (row) =>
    notificationStatusName(row.status, t),
  ),
  dateColumn('created', t('created'), { withTime: true }),
  dateColumn('delayDate', t('delayDate'), { sortable: false, width: 80 }),
  { field: 'delayCount', header: t('delayCount'), width: 56, align: 'right' },
  // The two texts of a row are cut to their width; the whole text shows on hover.
  { field: 'message', header: t('message'), width: 180, ellipsis: true },
  { field: 'userComment', header: t('userComment'), width: 140, ellipsis: true },
];
