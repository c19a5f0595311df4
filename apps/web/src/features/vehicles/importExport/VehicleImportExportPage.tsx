import {
  hasAnyRole,
  vehicleDeleteRoles,
  vehicleExportRoles,
  vehicleFileApi,
  vehicleImportTypes,
  type VehicleImportType,
} from '@bo/contract';
import FilterAltIcon from '@mui/icons-material/FilterAlt';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../platform/auth/auth.api';
import { ColumnGrid } from '../../../platform/ui/ColumnGrid';
import { ErrorAlert } from '../../../platform/ui/ErrorAlert';
import { ItemsExportFilterDialog } from './ItemsExportFilterDialog';
import { VehicleDataWidget } from './VehicleDataWidget';
import { VehicleExportButton } from './VehicleExportButton';
import { VehicleImportButton } from './VehicleImportButton';
import { useVehicleTotals } from '../vehicles.api';
import { useVehicleExport, vehicleExports, type VehicleExport } from './vehicleImportExport.api';

/**
 * /vehicle-editor/import-export (C§2.6, C§4.6, C§6; issue 13): the widgets
 * Marks, Models, Modifications and Items, each with its total, Import and
 * Export; Items also Export with filter and Remove by List; the Reference
 * PDF. Export entries only for VehicleEditorExport, Remove by List only for
 * VehicleEditorDelete; the server enforces both.
 */
export function VehicleImportExportPage() {
  const { t } = useTranslation();
  const me = useMe();
  const canExport = hasAnyRole(me.roles, vehicleExportRoles);
  const canRemove = hasAnyRole(me.roles, vehicleDeleteRoles);
  const totals = useVehicleTotals();
  const itemsExport = useVehicleExport(vehicleExports.items);
  const [filtering, setFiltering] = useState(false);

  const importButton = (type: VehicleImportType, what: string) => (
    <VehicleImportButton
      type={type}
      typeName={what}
      buttonName={t('vehicleIeImportNamed', { what })}
    />
  );
  const exportButton = (file: VehicleExport, what: string) =>
    canExport && (
      <VehicleExportButton file={file} buttonName={t('vehicleIeExportNamed', { what })}>
        {t('vehicleIeExport')}
      </VehicleExportButton>
    );

  const marks = t('vehicleIeMarksType');
  const models = t('vehicleIeModelsType');
  const modifications = t('vehicleIeModificationsType');
  const items = t('vehicleIeItemsType');
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h6" sx={{ flexGrow: 1 }}>
          {t('drawerImportExport')}
        </Typography>
        <Button
          href={vehicleFileApi.reference}
          target="_blank"
          rel="noopener"
          variant="outlined"
          startIcon={<MenuBookIcon />}
          title={t('vehicleIeReferenceHint')}
        >
          {t('vehicleIeReference')}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('vehicleIeHint')}
      </Typography>
      {totals.isError && <ErrorAlert error={totals.error} onRetry={() => void totals.refetch()} />}
      <ColumnGrid columns={{ xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }}>
        <VehicleDataWidget title={t('vehicleIeMarks')} total={totals.data?.totalMarks}>
          {importButton(vehicleImportTypes.marks, marks)}
          {exportButton(vehicleExports.marks, marks)}
        </VehicleDataWidget>
        <VehicleDataWidget title={t('vehicleIeModels')} total={totals.data?.totalModels}>
          {importButton(vehicleImportTypes.models, models)}
          {exportButton(vehicleExports.models, models)}
        </VehicleDataWidget>
        <VehicleDataWidget title={t('vehicleIeModifications')} total={totals.data?.totalVehicles}>
          {importButton(vehicleImportTypes.vehicles, modifications)}
          {exportButton(vehicleExports.modifications, modifications)}
          {canExport && (
            <VehicleExportButton file={vehicleExports.modificationsFull}>
              {t('vehicleIeExportFull')}
            </VehicleExportButton>
          )}
        </VehicleDataWidget>
        <VehicleDataWidget title={t('vehicleIeItems')} total={totals.data?.totalItems}>
          {importButton(vehicleImportTypes.items, items)}
          {exportButton(vehicleExports.items, items)}
          {canExport && (
            <Button
              variant="outlined"
              startIcon={<FilterAltIcon />}
              onClick={() => setFiltering(true)}
            >
              {t('vehicleIeExportWithFilter')}
            </Button>
          )}
          {canRemove && (
            <VehicleImportButton type={vehicleImportTypes.removeItems} typeName={items} />
          )}
        </VehicleDataWidget>
      </ColumnGrid>
      {filtering && (
        <ItemsExportFilterDialog
          onExport={(query) => itemsExport.mutateAsync(query)}
          onClose={() => setFiltering(false)}
        />
      )}
    </Stack>
  );
}

export default VehicleImportExportPage;
