import { pageSizes, type VehicleModel } from '@bo/contract';
import Link from '@mui/material/Link';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../platform/ui/data-table/DataTable';
import type { DataTableColumn } from '../../platform/ui/data-table/types';
import { NewRecordLink } from '../../platform/ui/NewRecordLink';
import { vehiclePaths } from './vehiclePaths';
import { modelsQuery, vehicleKeys } from './vehicles.api';
import { flagColumn, localTableLoad } from './vehicleTables';

const orderByKeys = ['model', 'modelRange', 'sort', 'typesCount', 'active', 'manual'] as const;

/** The models of a mark, below its card (C§4.3): each opens its page; Add model opens a new one. */
export function ModelsTable({ markId }: { markId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const load = localTableLoad(
    () => queryClient.query(modelsQuery(markId)),
    (row: VehicleModel) => `${row.model} ${row.modelRange}`,
    orderByKeys,
  );
  const columns: DataTableColumn<VehicleModel>[] = [
    {
      field: 'model',
      header: t('vehicleModel'),
      sortable: true,
      render: (row) => (
        <Link component={RouterLink} to={vehiclePaths.model(markId, row.modelId)}>
          {row.model}
        </Link>
      ),
    },
    { field: 'modelRange', header: t('vehicleModelRange'), sortable: true, width: 200 },
    { field: 'sort', header: t('sort'), sortable: true, width: 100 },
    { field: 'typesCount', header: t('vehicleTypesCount'), sortable: true, width: 160 },
    flagColumn<VehicleModel>('active', 'active', t),
    flagColumn<VehicleModel>('manual', 'vehicleManual', t),
  ];
  return (
    <DataTable
      title={t('vehicleModelsOfMark')}
      titleComponent="h2"
      queryKey={vehicleKeys.models(markId)}
      load={load}
      columns={columns}
      rowId={(row) => row.modelId}
      pageSizes={pageSizes.standard}
      defaultOrderBy="sort"
      stateInAddress={false}
      toolbar={
        <NewRecordLink to={vehiclePaths.model(markId, 0)}>{t('vehicleAddModel')}</NewRecordLink>
      }
    />
  );
}
