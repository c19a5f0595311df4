import { vehicleImportTypes, type VehicleMarkRow } from '@bo/contract';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../platform/ui/data-table/DataTable';
import { linkColumn } from '../../platform/ui/data-table/columnKinds';
import type { DataTableColumn } from '../../platform/ui/data-table/types';
import { NewRecordLink } from '../../platform/ui/NewRecordLink';
import { VehicleImportButton } from './importExport/VehicleImportButton';
import { useVehicleImport } from './importExport/vehicleImportExport.api';
import { vehiclePaths } from './vehiclePaths';
import { loadMarksPage, vehicleKeys } from './vehicles.api';
import { flagColumn } from './vehicleTables';

/** The columns of C§2.5, sorted by the server (`orderBy` of the contract's vehicleMarkOrderBy). */
const markColumns = (t: TFunction): DataTableColumn<VehicleMarkRow>[] => [
  linkColumn('mark', t('vehicleMark'), (row) => vehiclePaths.mark(row.markId), {
    sortable: true,
    orderBy: 'Mark',
  }),
  {
    field: 'modelsCount',
    header: t('vehicleModelsCount'),
    sortable: true,
    orderBy: 'ModelsCount',
    width: 160,
    align: 'right',
  },
  {
    field: 'typesCount',
    header: t('vehicleTypesCount'),
    sortable: true,
    orderBy: 'TypesCount',
    width: 160,
    align: 'right',
  },
  flagColumn<VehicleMarkRow>('active', 'active', t, 'Active'),
  flagColumn<VehicleMarkRow>('manual', 'vehicleManual', t, 'Manual'),
];

/** /vehicle-editor/vehicles (C§2.5): the marks, with Add, Import and search. */
export function MarkListPage() {
  const { t } = useTranslation();
  const columns = useMemo(() => markColumns(t), [t]);
  const importMarks = useVehicleImport(vehicleImportTypes.marks);
  return (
    <DataTable
      title={t('drawerVehicles')}
      queryKey={vehicleKeys.marks}
      load={loadMarksPage}
      columns={columns}
      rowId={(row) => row.markId}
      defaultOrderBy="Mark"
      toolbar={
        <>
          <NewRecordLink to={vehiclePaths.mark(0)}>{t('vehicleAddMark')}</NewRecordLink>
          <VehicleImportButton
            type={vehicleImportTypes.marks}
            importFile={importMarks}
            typeName={t('vehicleIeMarksType')}
          />
        </>
      }
    />
  );
}
