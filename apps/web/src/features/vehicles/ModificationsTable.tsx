import { pageSizes, type VehicleType } from '@bo/contract';
import Link from '@mui/material/Link';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../platform/ui/data-table/DataTable';
import type { DataTableColumn } from '../../platform/ui/data-table/types';
import { NewRecordLink } from '../../platform/ui/NewRecordLink';
import { vehiclePaths } from './vehiclePaths';
import { modificationsQuery, vehicleKeys } from './vehicles.api';
import { flagColumn, localTableLoad } from './vehicleTables';

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
  const queryClient = useQueryClient();
  const load = localTableLoad(
    () => queryClient.query(modificationsQuery(modelId)),
    (row: VehicleType) => `${row.typeName} ${row.typeRange} ${row.engines}`,
    orderByKeys,
  );
  const columns: DataTableColumn<VehicleType>[] = [
    {
      field: 'typeName',
      header: t('vehicleTypeName'),
      sortable: true,
      render: (row) => (
        <Link component={RouterLink} to={vehiclePaths.modification(markId, modelId, row.typeId)}>
          {row.typeName}
        </Link>
      ),
    },
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
    <DataTable
      title={t('vehicleModificationsOfModel')}
      titleComponent="h2"
      queryKey={vehicleKeys.modifications(modelId)}
      load={load}
      columns={columns}
      rowId={(row) => row.typeId}
      pageSizes={pageSizes.standard}
      defaultOrderBy="sort"
      stateInAddress={false}
      toolbar={
        <NewRecordLink to={vehiclePaths.modification(markId, modelId, 0)}>
          {t('vehicleAddModification')}
        </NewRecordLink>
      }
    />
  );
}
