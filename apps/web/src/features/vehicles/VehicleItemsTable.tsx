import { pageSizes, type VehicleItem } from '@bo/contract';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../platform/ui/data-table/DataTable';
import type { DataTableColumn } from '../../platform/ui/data-table/types';
import { useConfirm } from '../../platform/ui/useConfirm';
import { useNotify } from '../../platform/ui/useNotify';
import { AddItemsDialog } from './AddItemsDialog';
import { vehiclePaths } from './vehiclePaths';
import { itemsQuery, useDeleteAllItems, useDeleteItem, vehicleKeys } from './vehicles.api';
import { flagColumn, localTableLoad } from './vehicleTables';

const orderByKeys = [
  'itemNo',
  'description',
  'brand',
  'groupCode',
  'subGroupCode',
  'manual',
] as const;

/** A row with a column of its own for the row's button. */
type ItemRow = VehicleItem & { actions: string };

interface VehicleItemsTableProps {
  typeId: number;
  typeName: string;
  /** How many items the modification has: Delete all waits for one. */
  itemsCount: number;
  /** VehicleEditorDelete: the delete buttons (C§6). */
  canDelete: boolean;
}

/**
 * The items of a modification (C§3, C§2.5): the number links to
 * `/search/{itemNo}`; Add items opens the item search; Delete and Delete all
 * (after a confirmation) for VehicleEditorDelete.
 */
export function VehicleItemsTable({
  typeId,
  typeName,
  itemsCount,
  canDelete,
}: VehicleItemsTableProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const notify = useNotify();
  const deleteItem = useDeleteItem();
  const deleteAll = useDeleteAllItems();
  const [adding, setAdding] = useState(false);

  const load = localTableLoad(
    async () =>
      (await queryClient.query(itemsQuery(typeId))).map((row) => ({ ...row, actions: '' })),
    (row: ItemRow) => `${row.itemNo} ${row.description} ${row.brand}`,
    orderByKeys,
  );

  const handleDelete = async (itemNo: string) => {
    const deleted = await confirm({
      title: t('vehicleDeleteItemNamed', { itemNo }),
      text: t('vehicleDeleteItemConfirm', { itemNo }),
      confirmLabel: t('delete'),
      onConfirm: () => deleteItem.mutateAsync({ typeId, itemNo }),
    });
    if (deleted) notify(t('vehicleItemDeleted'), { severity: 'success' });
  };

  const handleDeleteAll = async () => {
    const deleted = await confirm({
      title: t('vehicleDeleteAllItems'),
      text: t('vehicleDeleteAllItemsConfirm', { name: typeName }),
      confirmLabel: t('delete'),
      onConfirm: () => deleteAll.mutateAsync(typeId),
    });
    if (deleted) notify(t('itemsDeleted'), { severity: 'success' });
  };

  const columns: DataTableColumn<ItemRow>[] = [
    {
      field: 'itemNo',
      header: t('itemNo'),
      sortable: true,
      width: 180,
      render: (row) => (
        <Link component={RouterLink} to={vehiclePaths.search(row.itemNo)}>
          {row.itemNo}
        </Link>
      ),
    },
    { field: 'description', header: t('description'), sortable: true, width: 360, ellipsis: true },
    { field: 'brand', header: t('productBrand'), sortable: true, width: 140 },
    { field: 'groupCode', header: t('productGroup'), sortable: true, width: 120 },
    { field: 'subGroupCode', header: t('productSubgroup'), sortable: true, width: 120 },
    flagColumn<ItemRow>('manual', 'vehicleManual', t),
    ...(canDelete
      ? [
          {
            field: 'actions',
            header: '',
            width: 70,
            align: 'right',
            sticky: true,
            render: (row) => (
              <IconButton
                size="small"
                aria-label={t('vehicleDeleteItemNamed', { itemNo: row.itemNo })}
                onClick={() => void handleDelete(row.itemNo)}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            ),
          } satisfies DataTableColumn<ItemRow>,
        ]
      : []),
  ];

  return (
    <>
      <DataTable
        title={t('vehicleItems')}
        titleComponent="h2"
        queryKey={vehicleKeys.items(typeId)}
        load={load}
        columns={columns}
        rowId={(row) => row.itemNo}
        pageSizes={pageSizes.standard}
        defaultOrderBy="itemNo"
        stateInAddress={false}
        toolbar={
          <>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
              {t('vehicleAddItems')}
            </Button>
            {canDelete && (
              <Button
                color="error"
                variant="outlined"
                startIcon={<DeleteSweepIcon />}
                onClick={() => void handleDeleteAll()}
                disabled={itemsCount === 0 || deleteAll.isPending}
              >
                {t('vehicleDeleteAllItems')}
              </Button>
            )}
          </>
        }
      />
      {adding && <AddItemsDialog typeId={typeId} onClose={() => setAdding(false)} />}
    </>
  );
}
