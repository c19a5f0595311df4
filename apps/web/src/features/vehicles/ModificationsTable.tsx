import type { VehicleType } from '@bo/contract';
import { useTranslation } from 'react-i18next';
import { linkColumn } from '../../platform/ui/data-table/columnKinds';
import type { DataTableColumn } from '../../platform/ui/data-table/types';
import { WholeListTable } from '../../platform/ui/data-table/WholeListTable';
import { NewRecordLink } from '../../platform/ui/NewRecordLink';
import { vehiclePaths } from './vehiclePaths';
import { modificationsQuery, vehicleKeys } from './vehicles.api';
import { flagColumn } from './vehicleTables';

const orderByKeys = [
  'typeName',
  'typeRange',
  'engines',
  'capacity',
  'hp',
  'kw',
  'sort',
  'itemsCount',
  'active',
  'manual',
] as const;

const number = (value: number | null) => (value === null ? '' : String(value));

/** The modifications of a model, below its card (C§4.3): each opens its page. */
export function ModificationsTable({ markId, modelId }: { markId: number; modelId: number }) {
  const { t } = useTranslation();
  const columns: DataTableColumn<VehicleType>[] = [
    linkColumn(
      'typeName',
      t('vehicleTypeName'),
      (row) => vehiclePaths.modification(markId, modelId, row.typeId),
      { sortable: true },
    ),
    { field: 'typeRange', header: t('vehicleTypeRange'), sortable: true, width: 180 },
    { field: 'engines', header: t('vehicleEngines'), sortable: true, width: 160, ellipsis: true },
    {
      field: 'capacity',
      header: t('vehicleCapacity'),
      sortable: true,
      width: 110,
      align: 'right',
      render: (row) => number(row.capacity),
    },
    {
      field: 'hp',
      header: t('vehicleHp'),
      sortable: true,
      width: 110,
      align: 'right',
      render: (row) => number(row.hp),
    },
    {
      field: 'kw',
      header: t('vehicleKw'),
      sortable: true,
      width: 110,
      align: 'right',
      render: (row) => number(row.kw),
    },
    { field: 'sort', header: t('sort'), sortable: true, width: 90 },
    { field: 'itemsCount', header: t('vehicleItemsCount'), sortable: true, width: 140 },
    flagColumn<VehicleType>('active', 'active', t),
    flagColumn<VehicleType>('manual', 'vehicleManual', t),
  ];
  return (
    <WholeListTable
      title={t('vehicleModificationsOfModel')}
      queryKey={vehicleKeys.modifications(modelId)}
      fetchRows={(queryClient) => queryClient.query(modificationsQuery(modelId))}
      searchText={(row) => `${row.typeName} ${row.typeRange} ${row.engines}`}
      orderByKeys={orderByKeys}
      columns={columns}
      rowId={(row) => row.typeId}
      defaultOrderBy="sort"
      toolbar={
        <NewRecordLink to={vehiclePaths.modification(markId, modelId, 0)}>
          {t('vehicleAddModification')}
        </NewRecordLink>
      }
    />
  );
}
