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
import CircularProgress from '@mui/material/CircularProgress';
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
import {
  useVehicleExport,
  useVehicleImport,
  vehicleExports,
  type VehicleExportRun,
} from './vehicleImportExport.api';

/**
 * /vehicle-editor/import-export (C§2.6, C§4.6, C§6; issue 13): the widgets
 * Marks, Models, Modifications and Items, each with its total, Import and
 * Export; Items also Export with filter and Remove by List; the Reference
 * PDF. Export entries only for VehicleEditorExport, Remove by List only for
 * VehicleEditorDelete; the server enforces both. One import or export runs
 * at a time: while one runs the others are disabled, the running one showing
 * its progress (a spinner on an export, the progress dialog of an import).
 */
export function VehicleImportExportPage() {
  const { t } = useTranslation();
  const me = useMe();
  const canExport = hasAnyRole(me.roles, vehicleExportRoles);
  const canRemove = hasAnyRole(me.roles, vehicleDeleteRoles);
  const totals = useVehicleTotals();
  const [filtering, setFiltering] = useState(false);

  // Every transfer of the screen, held here so that one runs at a time.
  const imports: Record<VehicleImportType, ReturnType<typeof useVehicleImport>> = {
    [vehicleImportTypes.marks]: useVehicleImport(vehicleImportTypes.marks),
    [vehicleImportTypes.models]: useVehicleImport(vehicleImportTypes.models),
    [vehicleImportTypes.vehicles]: useVehicleImport(vehicleImportTypes.vehicles),
    [vehicleImportTypes.items]: useVehicleImport(vehicleImportTypes.items),
    [vehicleImportTypes.removeItems]: useVehicleImport(vehicleImportTypes.removeItems),
  };
  const exports = {
    marks: useVehicleExport(vehicleExports.marks),
    models: useVehicleExport(vehicleExports.models),
    modifications: useVehicleExport(vehicleExports.modifications),
    modificationsFull: useVehicleExport(vehicleExports.modificationsFull),
    items: useVehicleExport(vehicleExports.items),
    itemsFiltered: useVehicleExport(vehicleExports.items),
  };
  const busy = [...Object.values(imports), ...Object.values(exports)].some((run) => run.isPending);

  /** An import of `what`; `named`: its button is named 'Import {what}' (not Remove by List). */
  const importButton = (type: VehicleImportType, what: string, named = true) => (
    <VehicleImportButton
      type={type}
      importFile={imports[type]}
      blocked={busy}
      typeName={what}
      buttonName={named ? t('vehicleIeImportNamed', { what }) : undefined}
    />
  );
  const exportButton = (exportFile: VehicleExportRun, what: string) =>
    canExport && (
      <VehicleExportButton
        exportFile={exportFile}
        blocked={busy}
        buttonName={t('vehicleIeExportNamed', { what })}
      >
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
          {exportButton(exports.marks, marks)}
        </VehicleDataWidget>
        <VehicleDataWidget title={t('vehicleIeModels')} total={totals.data?.totalModels}>
          {importButton(vehicleImportTypes.models, models)}
          {exportButton(exports.models, models)}
        </VehicleDataWidget>
        <VehicleDataWidget title={t('vehicleIeModifications')} total={totals.data?.totalVehicles}>
          {importButton(vehicleImportTypes.vehicles, modifications)}
          {exportButton(exports.modifications, modifications)}
          {canExport && (
            <VehicleExportButton exportFile={exports.modificationsFull} blocked={busy}>
              {t('vehicleIeExportFull')}
            </VehicleExportButton>
          )}
        </VehicleDataWidget>
        <VehicleDataWidget title={t('vehicleIeItems')} total={totals.data?.totalItems}>
          {importButton(vehicleImportTypes.items, items)}
          {exportButton(exports.items, items)}
          {canExport && (
            <Button
              variant="outlined"
              startIcon={
                exports.itemsFiltered.isPending ? (
                  <CircularProgress size={18} color="inherit" />
                ) : (
                  <FilterAltIcon />
                )
              }
              onClick={() => setFiltering(true)}
              disabled={busy}
            >
              {t('vehicleIeExportWithFilter')}
            </Button>
          )}
          {canRemove && importButton(vehicleImportTypes.removeItems, items, false)}
        </VehicleDataWidget>
      </ColumnGrid>
      {filtering && (
        <ItemsExportFilterDialog
          onExport={(query) => exports.itemsFiltered.mutateAsync(query)}
          onClose={() => setFiltering(false)}
        />
      )}
    </Stack>
  );
}

export default VehicleImportExportPage;
