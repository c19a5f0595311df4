import { pageSizes, vehicleImportTypes, type VehicleMarkRow } from '@bo/contract';
import Link from '@mui/material/Link';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../platform/ui/data-table/DataTable';
import type { DataTableColumn } from '../../platform/ui/data-table/types';
import { NewRecordLink } from '../../platform/ui/NewRecordLink';
import { VehicleImportButton } from './importExport/VehicleImportButton';
import { useVehicleImport } from './importExport/vehicleImportExport.api';
import { vehiclePaths } from './vehiclePaths';
import { loadMarksPage, vehicleKeys } from './vehicles.api';
import { flagColumn } from './vehicleTables';

/** The columns of C§2.5, sorted by the server (`orderBy` of the contract's vehicleMarkOrderBy). */
const markColumns = (t: TFunction): DataTableColumn<VehicleMarkRow>[] => [
  {
    field: 'mark',
    header: t('vehicleMark'),
    sortable: true,
    orderBy: 'Mark',
    render: (row) => (
      <Link component={RouterLink} to={vehiclePaths.mark(row.markId)}>
        {row.mark}
      </Link>
    ),
  },
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
      pageSizes={pageSizes.standard}
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
