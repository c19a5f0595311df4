import {
  giftEntryStatuses,
  giftOrderLimits,
  type GiftEntryStatus,
  type GiftOrder,
  type TextKey,
} from '@bo/contract';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ColumnGrid } from '../../../platform/ui/ColumnGrid';
import { TableDialog } from '../../../platform/ui/data-table/TableDialog';
import { ErrorAlert } from '../../../platform/ui/ErrorAlert';
import { FormSelect } from '../../../platform/ui/form/FormSelect';
import { FormTextField } from '../../../platform/ui/form/FormTextField';
import { FormDialog } from '../../../platform/ui/FormDialog';
import { useSavedNotice } from '../savedSnackbar';
import { useChangeOrderStatus, useOrderDetails } from './giftOrders.api';
import { giftEntryStatusName } from './giftEntryStatusName';

/** The order's fields the dialog shows and cannot change (C§2.11), with their labels. */
const shownFields = [
  ['custNo', 'giftOrderColumnCustNo'],
  ['mainCode', 'giftOrderColumnMainCode'],
  ['login', 'giftOrderColumnLogin'],
  ['custName', 'giftOrderColumnCustName'],
  ['respCenter', 'giftOrderColumnRespCenter'],
  ['locationCode', 'giftOrderColumnLocationCode'],
  ['salespersonCode', 'giftOrderScreenFieldSalespersonCode'],
  ['salespersonName', 'giftOrderColumnSalespersonName'],
] as const satisfies readonly (readonly [keyof GiftOrder, TextKey])[];

interface StatusValues {
  giftEntryStatus: number;
  comment: string;
}
type StatusOutput = StatusValues & { giftEntryStatus: GiftEntryStatus };

function statusSchema(t: TFunction): z.ZodType<StatusOutput, StatusValues> {
  const { commentMax } = giftOrderLimits;
  return z.object({
    // A status the catalogue does not know (kept as stored) cannot be saved.
    giftEntryStatus: z.literal(giftEntryStatuses, t('giftOrderScreenStatusUnknown')),
    comment: z
      .string()
      .trim()
      .max(commentMax, t('valueTooLong', { max: commentMax })),
  });
}

interface OrderStatusDialogProps {
  /** The order of the row: the dialog reads it afresh (OrderDetails). */
  order: Pick<GiftOrder, 'id' | 'custNo'>;
  onClose: () => void;
}

/**
 * 'Change order status' (C§2.11): the order's customer fields read-only, its
 * status and comment to change. Save sends the order with them to
 * ChangeOrderStatus and shows 'Saved successfully!'; a refusal shows the
 * server's words and keeps the dialog.
 */
export function OrderStatusDialog({ order, onClose }: OrderStatusDialogProps) {
  const details = useOrderDetails(order.id, order.custNo);
  if (!details.data) {
    return (
      <LoadingDialog
        error={details.isError ? details.error : null}
        onRetry={() => void details.refetch()}
        onClose={onClose}
      />
    );
  }
  return <StatusForm order={details.data} onClose={onClose} />;
}

function StatusForm({ order, onClose }: { order: GiftOrder; onClose: () => void }) {
  const { t } = useTranslation();
  const notifySaved = useSavedNotice();
  const change = useChangeOrderStatus();
  // A status the catalogue does not know stays choosable, so the select shows what is stored.
  const statuses: number[] = giftEntryStatuses.some((status) => status === order.giftEntryStatus)
    ? [...giftEntryStatuses]
    : [order.giftEntryStatus, ...giftEntryStatuses];

  const save = async ({ giftEntryStatus, comment }: StatusOutput) => {
    await change.mutateAsync([{ ...order, giftEntryStatus, comment }]);
    notifySaved('giftScreenSavedSuccessfully');
    onClose();
  };

  return (
    <FormDialog
      title={t('giftOrderScreenStatusDialogTitle')}
      schema={statusSchema}
      defaultValues={{ giftEntryStatus: order.giftEntryStatus, comment: order.comment }}
      onSubmit={save}
      onClose={onClose}
      maxWidth="md"
    >
      {({ control }) => (
        <>
          <ColumnGrid columns={{ xs: '1fr', sm: '1fr 1fr' }}>
            {shownFields.map(([field, label]) => (
              <TextField
                key={field}
                label={t(label)}
                value={order[field]}
                variant="filled"
                slotProps={{ input: { readOnly: true } }}
              />
            ))}
          </ColumnGrid>
          <FormSelect
            control={control}
            name="giftEntryStatus"
            label={t('giftOrderColumnStatus')}
            required
            choices={statuses.map((status) => ({
              value: status,
              label: giftEntryStatusName(status, t),
            }))}
          />
          <FormTextField
            control={control}
            name="comment"
            label={t('giftOrderScreenFieldComment')}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: giftOrderLimits.commentMax } }}
          />
        </>
      )}
    </FormDialog>
  );
}

/** The dialog while the order loads, or its load's failure. */
function LoadingDialog({
  error,
  onRetry,
  onClose,
}: {
  error: unknown;
  onRetry: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <TableDialog title={t('giftOrderScreenStatusDialogTitle')} onClose={onClose} maxWidth="md">
      {error ? (
        <ErrorAlert error={error} onRetry={onRetry} />
      ) : (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
          <CircularProgress aria-label={t('loading')} />
        </Box>
      )}
    </TableDialog>
  );
}
