import type { Notification } from '@bo/contract';
import { formatDate, formatDateTime } from '../../platform/format';
import type { DataTableColumn } from '../../platform/ui/data-table/types';

/** The fields of a notification (A§2 Notifications list), sortable where the server sorts. */
export const notificationColumns: DataTableColumn<Notification>[] = [
  { field: 'comId', header: 'Company', width: 72 },
  { field: 'custNo', header: 'Customer no', sortable: true, width: 90, ellipsis: true },
  { field: 'custName', header: 'Customer name', sortable: true, width: 130, ellipsis: true },
  {
    field: 'typeName',
    header: 'Type',
    sortable: true,
    orderBy: 'type',
    width: 110,
    ellipsis: true,
  },
  {
    field: 'statusName',
    header: 'Status',
    sortable: true,
    orderBy: 'status',
    width: 90,
    ellipsis: true,
  },
  {
    field: 'created',
    header: 'Created',
    sortable: true,
    render: (row) => formatDateTime(row.created),
  },
  {
    field: 'delayDate',
    header: 'Delay date',
    width: 80,
    render: (row) => formatDate(row.delayDate),
  },
  { field: 'delayCount', header: 'Delay count', width: 56, align: 'right' },
  // The two texts of a row are cut to their width; the whole text shows on hover.
  { field: 'message', header: 'Message', width: 180, ellipsis: true },
  { field: 'userComment', header: 'User comment', width: 140, ellipsis: true },
];
