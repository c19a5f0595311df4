import { messages, pageSizes, type OutboxRow } from '@bo/contract';
import Button from '@mui/material/Button';
import { formatDateTime } from '../../../platform/format';
import { DataTable } from '../../../platform/ui/data-table/DataTable';
import { TableDialog } from '../../../platform/ui/data-table/TableDialog';
import type { DataTableColumn } from '../../../platform/ui/data-table/types';
import { useErrorNotifier, useNotify } from '../../../platform/ui/useNotify';
import { loadOutboxPage, outboxKeys, useRetryMail } from './outbox.api';

/** The e-mails of the outbox, newest first; a failed one can be sent again. */
export function OutboxDialog({ onClose }: { onClose: () => void }) {
  const notify = useNotify();
  const notifyError = useErrorNotifier();
  const retry = useRetryMail();

  const handleRetry = (mail: OutboxRow) =>
    retry.mutate(mail.id, {
      onSuccess: () => notify(messages.outboxRetried, { severity: 'success' }),
      onError: notifyError,
    });

  // The server keeps one order, newest first: no column sorts.
  const columns: DataTableColumn<OutboxRow>[] = [
    { field: 'toAddress', header: 'To' },
    { field: 'subject', header: 'Subject' },
    { field: 'status', header: 'Status', width: 90 },
    { field: 'attempts', header: 'Attempts', width: 90, align: 'right' },
    { field: 'lastError', header: 'Last error' },
    {
      field: 'createdAt',
      header: 'Created',
      render: (mail) => formatDateTime(mail.createdAt),
    },
    { field: 'sentAt', header: 'Sent', render: (mail) => formatDateTime(mail.sentAt) },
    {
      // A field not shown otherwise: the column holds the button.
      field: 'id',
      header: '',
      align: 'right',
      render: (mail) =>
        mail.status === 'failed' ? (
          <Button
            size="small"
            aria-label={`Send again to ${mail.toAddress}`}
            onClick={() => handleRetry(mail)}
            disabled={retry.isPending}
          >
            Send again
          </Button>
        ) : null,
    },
  ];

  return (
    <TableDialog title={messages.outboxTitle} onClose={onClose}>
      <DataTable
        queryKey={outboxKeys.list}
        load={loadOutboxPage}
        columns={columns}
        rowId={(mail) => mail.id}
        pageSizes={pageSizes.standard}
        stateInAddress={false}
      />
    </TableDialog>
  );
}
