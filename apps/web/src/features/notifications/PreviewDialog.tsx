import { type NotificationPreviewRow, type NotificationRequest } from '@bo/contract';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../platform/format';
import { DataTable } from '../../platform/ui/data-table/DataTable';
import { TableDialog } from '../../platform/ui/data-table/TableDialog';
import type { DataTableColumn } from '../../platform/ui/data-table/types';
import { loadPreview, notificationKeys, usePreviewTotal } from './notifications.api';

const previewColumns = (t: TFunction): DataTableColumn<NotificationPreviewRow>[] => [
  { field: 'custNo', header: t('customerNo'), sortable: true },
  { field: 'custName', header: t('name'), sortable: true },
  // The customer's balance date (A§3 Notification preview row).
  { field: 'created', header: t('date'), width: 120, render: (row) => formatDate(row.created) },
  // As sent: a string with 2 decimals (A§2).
  { field: 'balance', header: t('balance'), sortable: true, align: 'right' },
  { field: 'message', header: t('message') },
];

interface PreviewDialogProps {
  /** The type and terms as they were when View list was clicked. */
  request: NotificationRequest;
  onClose: () => void;
}

/** View list (A§2): the customers that Create would notify, searchable, with their messages. */
export function PreviewDialog({ request, onClose }: PreviewDialogProps) {
  const { t } = useTranslation();
  const columns = useMemo(() => previewColumns(t), [t]);
  const total = usePreviewTotal(request).data;
  return (
    <TableDialog title={t('notificationList')} onClose={onClose}>
      {total !== undefined && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('customersMatched', { count: total })}
        </Typography>
      )}
      <DataTable
        queryKey={notificationKeys.preview(request)}
        load={loadPreview(request)}
        columns={columns}
        rowId={(row) => row.custNo}
        stateInAddress={false}
      />
    </TableDialog>
  );
}
