import type { VehicleModel } from '@bo/contract';
import { useTranslation } from 'react-i18next';
import { linkColumn } from '../../platform/ui/data-table/columnKinds';
import type { DataTableColumn } from '../../platform/ui/data-table/types';
import { WholeListTable } from '../../platform/ui/data-table/WholeListTable';
import { NewRecordLink } from '../../platform/ui/NewRecordLink';
import { vehiclePaths } from './vehiclePaths';
import { modelsQuery, vehicleKeys } from './vehicles.api';
import { flagColumn } from './vehicleTables';

const orderByKeys = ['model', 'modelRange', 'sort', 'typesCount', 'active', 'manual'] as const;

/** The models of a mark, below its card (C§4.3): each opens its page; Add model opens a new one. */
export function ModelsTable({ markId }: { markId: number }) {
  const { t } = useTranslation();
  const columns: DataTableColumn<VehicleModel>[] = [
    linkColumn('model', t('vehicleModel'), (row) => vehiclePaths.model(markId, row.modelId), {
      sortable: true,
    }),
    { field: 'modelRange', header: t('vehicleModelRange'), sortable: true, width: 200 },
    { field: 'sort', header: t('sort'), sortable: true, width: 100 },
    { field: 'typesCount', header: t('vehicleTypesCount'), sortable: true, width: 160 },
    flagColumn<VehicleModel>('active', 'active', t),
    flagColumn<VehicleModel>('manual', 'vehicleManual', t),
  ];
  return (
    <WholeListTable
      title={t('vehicleModelsOfMark')}
      queryKey={vehicleKeys.models(markId)}
      fetchRows={(queryClient) => queryClient.query(modelsQuery(markId))}
      searchText={(row) => `${row.model} ${row.modelRange}`}
      orderByKeys={orderByKeys}
      columns={columns}
      rowId={(row) => row.modelId}
      defaultOrderBy="sort"
      toolbar={
        <NewRecordLink to={vehiclePaths.model(markId, 0)}>{t('vehicleAddModel')}</NewRecordLink>
      }
    />
  );
}
