import type { VehicleItem } from '@bo/contract';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { linkColumn } from '../../platform/ui/data-table/columnKinds';
import type { DataTableColumn } from '../../platform/ui/data-table/types';
import { WholeListTable } from '../../platform/ui/data-table/WholeListTable';
import { useConfirmDelete } from '../../platform/ui/useConfirm';
import { useNotify } from '../../platform/ui/useNotify';
import { AddItemsDialog } from './AddItemsDialog';
import { vehiclePaths } from './vehiclePaths';
import { itemsQuery, useDeleteAllItems, useDeleteItem, vehicleKeys } from './vehicles.api';
import { flagColumn } from './vehicleTables';

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
  const confirmDelete = useConfirmDelete();
  const notify = useNotify();
  const deleteItem = useDeleteItem();
  const deleteAll = useDeleteAllItems();
  const [adding, setAdding] = useState(false);

  const handleDelete = async (itemNo: string) => {
    const deleted = await confirmDelete({
      title: t('vehicleDeleteItemNamed', { itemNo }),
      text: t('vehicleDeleteItemConfirm', { itemNo }),
      onConfirm: () => deleteItem.mutateAsync({ typeId, itemNo }),
    });
    if (deleted) notify(t('vehicleItemDeleted'), { severity: 'success' });
  };

  const handleDeleteAll = async () => {
    const deleted = await confirmDelete({
      title: t('vehicleDeleteAllItems'),
      text: t('vehicleDeleteAllItemsConfirm', { name: typeName }),
      onConfirm: () => deleteAll.mutateAsync(typeId),
    });
    if (deleted) notify(t('itemsDeleted'), { severity: 'success' });
  };

  const columns: DataTableColumn<ItemRow>[] = [
    linkColumn('itemNo', t('itemNo'), (row) => vehiclePaths.search(row.itemNo), {
      sortable: true,
      width: 180,
    }),
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
      <WholeListTable
        title={t('vehicleItems')}
        queryKey={vehicleKeys.items(typeId)}
        fetchRows={async (queryClient) =>
          (await queryClient.query(itemsQuery(typeId))).map((row) => ({ ...row, actions: '' }))
        }
        searchText={(row) => `${row.itemNo} ${row.description} ${row.brand}`}
        orderByKeys={orderByKeys}
        columns={columns}
        rowId={(row) => row.itemNo}
        defaultOrderBy="itemNo"
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
