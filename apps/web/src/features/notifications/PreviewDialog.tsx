import {
  messages,
  pageSizes,
  type NotificationPreviewRow,
  type NotificationRequest,
} from '@bo/contract';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../platform/format';
import { DataTable } from '../../platform/ui/data-table/DataTable';
import { TableDialog } from '../../platform/ui/data-table/TableDialog';
import type { DataTableColumn } from '../../platform/ui/data-table/types';
import { loadPreview, notificationKeys, usePreviewTotal } from './notifications.api';

const columns: DataTableColumn<NotificationPreviewRow>[] = [
  { field: 'custNo', header: 'Customer no', sortable: true },
  { field: 'custName', header: 'Name', sortable: true },
  // The customer's balance date (A§3 Notification preview row).
  { field: 'created', header: 'Date', width: 120, render: (row) => formatDate(row.created) },
  // As sent: a string with 2 decimals (A§2).
  { field: 'balance', header: 'Balance', sortable: true, align: 'right' },
  { field: 'message', header: 'Message' },
];

interface PreviewDialogProps {
  /** The type and terms as they were when View list was clicked. */
  request: NotificationRequest;
  onClose: () => void;
}

/** View list (A§2): the customers that Create would notify, searchable, with their messages. */
export function PreviewDialog({ request, onClose }: PreviewDialogProps) {
  const total = usePreviewTotal(request).data;
  return (
    <TableDialog title="Notification list" onClose={onClose}>
      {total !== undefined && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {messages.customersMatched(total)}
        </Typography>
      )}
      <DataTable
        queryKey={notificationKeys.preview(request)}
        load={loadPreview(request)}
        columns={columns}
        rowId={(row) => row.custNo}
        pageSizes={pageSizes.standard}
        stateInAddress={false}
      />
    </TableDialog>
  );
}
