import {
  allGiftEntryStatuses,
  giftEntryStatuses,
  giftEntryStatusTextKeys,
  pageSizes,
  isGiftEntryStatus,
  type GiftEntryStatus,
  type GiftOrder,
} from '@bo/contract';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../platform/ui/data-table/DataTable';
import { FilterSelect } from '../../../platform/ui/data-table/FilterSelect';
import type { RowId } from '../../../platform/ui/data-table/types';
import { useTableParams } from '../../../platform/ui/data-table/useTableParams';
import { useConfirm } from '../../../platform/ui/useConfirm';
import { useSavedNotice } from '../savedSnackbar';
import { ChangeStatusMenu } from './ChangeStatusMenu';
import {
  giftOrderKeys,
  ordersLoader,
  useChangeOrderStatus,
  useExportOrders,
} from './giftOrders.api';
import { orderColumns, orderRowClass } from './orderColumns';
import { OrderStatusDialog } from './OrderStatusDialog';
import { useOrderFilter } from './useOrderFilter';

const tablePageSizes = pageSizes.standard;
/** B§9: the newest orders first. */
const defaultOrderBy = 'postingDate';
/** B§2: the Change status menu is for 2 or more selected orders. */
const bulkMinimum = 2;

const isStatusChoice = (status: number) =>
  status === allGiftEntryStatuses || isGiftEntryStatus(status);

interface OrdersTableProps {
  title: string;
  titleComponent?: 'h1' | 'h2';
  /** The action whose orders are shown; 0: every action. */
  contentId: number;
  /** The prizes list's content columns (Content Id, ParentId, Title). */
  withContent: boolean;
  /** Filters shown first in the toolbar (the prizes list's content filter). */
  filters?: ReactNode;
}

/**
 * The gift orders (B§2 tab-6 and the Ordered prizes list): paged, sorted and
 * searched by the server, newest first; the Gift Entry Status filter, Export
 * to Excel (the selected orders, or what the search shows when none is), the
 * Change status menu for 2 or more selected orders, and each row's pencil
 * opening the Change order status dialog.
 */
export function OrdersTable({
  title,
  titleComponent = 'h1',
  contentId,
  withContent,
  filters,
}: OrdersTableProps) {
  const { t } = useTranslation();
  const notifySaved = useSavedNotice();
  const confirm = useConfirm();
  const [status, setStatus] = useOrderFilter('status', isStatusChoice);
  // The table keeps its search in the address; the export sends the same text.
  const [{ search }] = useTableParams({
    pageSizes: tablePageSizes,
    orderBy: defaultOrderBy,
    desc: true,
  });
  const change = useChangeOrderStatus();
  const exportOrders = useExportOrders();
  const [editing, setEditing] = useState<GiftOrder | null>(null);

  // The selection belongs to the orders the filters show: other filters start without one.
  const filterKey = `${contentId}/${status}`;
  const [selection, setSelection] = useState<{ filterKey: string; ids: readonly RowId[] }>({
    filterKey,
    ids: [],
  });
  if (selection.filterKey !== filterKey) setSelection({ filterKey, ids: [] });
  const selectedIds = selection.filterKey === filterKey ? selection.ids : [];
  const setSelectedIds = (ids: readonly RowId[]) => setSelection({ filterKey, ids });

  const load = useMemo(() => ordersLoader(contentId, status), [contentId, status]);
  const columns = useMemo(
    () => orderColumns({ t, withContent, onEdit: setEditing }),
    [t, withContent],
  );

  const changeSelected = async (newStatus: GiftEntryStatus) => {
    const ids = selectedIds.map(Number);
    const changed = await confirm({
      title: t('giftOrderScreenChangeStatus'),
      text: t('giftOrderScreenBulkConfirm', {
        number: ids.length,
        status: t(giftEntryStatusTextKeys[newStatus]),
      }),
      confirmLabel: t('giftOrderScreenChangeStatus'),
      onConfirm: () => change.mutateAsync(ids.map((id) => ({ id, giftEntryStatus: newStatus }))),
    });
    if (!changed) return;
    setSelectedIds([]);
    notifySaved('giftScreenSavedSuccessfully');
  };

  const exportSelection = () =>
    exportOrders.mutate({
      contentId,
      status,
      selection: selectedIds.length > 0 ? selectedIds.map(Number) : search,
    });

  return (
    <>
      <DataTable
        title={title}
        titleComponent={titleComponent}
        queryKey={giftOrderKeys.orders(contentId, status)}
        load={load}
        columns={columns}
        rowId={(row) => row.id}
        rowClassName={orderRowClass}
        pageSizes={tablePageSizes}
        defaultOrderBy={defaultOrderBy}
        defaultDesc
        selectedIds={selectedIds}
        onSelectionChange={setSelectedIds}
        toolbar={
          <>
            {filters}
            <FilterSelect
              label={t('giftOrderColumnStatus')}
              value={String(status)}
              onChange={(chosen) => setStatus(Number(chosen))}
              // Wide enough for its label in either language ('Статус замовлення подарунка').
              minWidth={240}
              none={{ code: '0', name: t('all') }}
              choices={giftEntryStatuses.map((choice) => ({
                code: String(choice),
                name: t(giftEntryStatusTextKeys[choice]),
              }))}
            />
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              disabled={exportOrders.isPending}
              onClick={exportSelection}
            >
              {t('giftOrderScreenExport')}
            </Button>
            <ChangeStatusMenu
              disabled={selectedIds.length < bulkMinimum || change.isPending}
              hint={t('giftOrderScreenChangeStatusHint')}
              onChoose={(newStatus) => void changeSelected(newStatus)}
            />
          </>
        }
      />
      {editing && <OrderStatusDialog order={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
