import { type OutboxRow } from '@bo/contract';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../platform/format';
import { DataTable } from '../../../platform/ui/data-table/DataTable';
import { TableDialog } from '../../../platform/ui/data-table/TableDialog';
import type { DataTableColumn } from '../../../platform/ui/data-table/types';
import { useNotify } from '../../../platform/ui/useNotify';
import { loadOutboxPage, outboxKeys, useRetryMail } from './outbox.api';

/** The e-mails of the outbox, newest first; a failed one can be sent again. */
export function OutboxDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const retry = useRetryMail();

  const handleRetry = (mail: OutboxRow) =>
    retry.mutate(mail.id, {
      onSuccess: () => notify(t('outboxRetried'), { severity: 'success' }),
    });

  // The server keeps one order, newest first: no column sorts.
  const columns: DataTableColumn<OutboxRow>[] = [
    { field: 'toAddress', header: t('mailTo') },
    { field: 'subject', header: t('subject') },
    { field: 'status', header: t('status'), width: 90 },
    { field: 'attempts', header: t('attempts'), width: 90, align: 'right' },
    { field: 'lastError', header: t('lastError') },
    {
      field: 'createdAt',
      header: t('created'),
      render: (mail) => formatDateTime(mail.createdAt),
    },
    { field: 'sentAt', header: t('sent'), render: (mail) => formatDateTime(mail.sentAt) },
    {
      // A field not shown otherwise: the column holds the button.
      field: 'id',
      header: '',
      align: 'right',
      render: (mail) =>
        mail.status === 'failed' ? (
          <Button
            size="small"
            aria-label={t('sendAgainTo', { address: mail.toAddress })}
            onClick={() => handleRetry(mail)}
            disabled={retry.isPending}
          >
            {t('sendAgain')}
          </Button>
        ) : null,
    },
  ];

  return (
    <TableDialog title={t('outboxTitle')} onClose={onClose}>
      <DataTable
        queryKey={outboxKeys.list}
        load={loadOutboxPage}
        columns={columns}
        rowId={(mail) => mail.id}
        stateInAddress={false}
      />
    </TableDialog>
  );
}
