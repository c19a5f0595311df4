import type { Notification } from '@bo/contract';
import { formatDate, formatDateTime } from '../../platform/format';
import type { DataTableColumn } from '../../platform/ui/data-table/types';

/** The fields of a notification (A§2 Notifications list), sortable where the server sorts. */
export const notificationColumns: DataTableColumn<Notification>[] = [
  { field: 'comId', header: 'Company', width: 90 },
  { field: 'custNo', header: 'Customer no', sortable: true },
  { field: 'custName', header: 'Customer name', sortable: true },
  { field: 'typeName', header: 'Type', sortable: true, orderBy: 'type' },
  { field: 'statusName', header: 'Status', sortable: true, orderBy: 'status' },
  {
    field: 'created',
    header: 'Created',
    sortable: true,
    render: (row) => formatDateTime(row.created),
  },
  { field: 'delayDate', header: 'Delay date', render: (row) => formatDate(row.delayDate) },
  { field: 'delayCount', header: 'Delay count', align: 'right' },
  { field: 'message', header: 'Message' },
  { field: 'userComment', header: 'User comment' },
];
