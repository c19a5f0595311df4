import { pageSizes, type TextKey, type VehicleSummaryRow, type VehicleTotals } from '@bo/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../platform/ui/data-table/DataTable';
import { linkColumn } from '../../platform/ui/data-table/columnKinds';
import type { DataTableColumn } from '../../platform/ui/data-table/types';
import { ErrorAlert } from '../../platform/ui/ErrorAlert';
import { vehiclePaths } from './vehiclePaths';
import { loadSummaryPage, useVehicleTotals, vehicleKeys } from './vehicles.api';

const totals: readonly { field: keyof VehicleTotals; label: TextKey }[] = [
  { field: 'totalMarks', label: 'vehicleTotalMarks' },
  { field: 'totalModels', label: 'vehicleTotalModels' },
  { field: 'totalVehicles', label: 'vehicleTotalVehicles' },
  { field: 'totalItems', label: 'vehicleTotalItems' },
];

/** TotalsInfo (C§3 Vehicle totals): marks, models, modifications and items. */
function VehicleTotalsPanel() {
  const { t, i18n } = useTranslation();
  const query = useVehicleTotals();
  const format = new Intl.NumberFormat(i18n.language);
  return (
    <Paper variant="outlined" component="section" aria-label={t('vehicleTotals')} sx={{ p: 2 }}>
      {query.isError ? (
        <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
          }}
        >
          {totals.map(({ field, label }) => (
            <div key={field}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t(label)}
              </Typography>
              <Typography component="dd" variant="h5" sx={{ m: 0 }}>
                {query.data ? format.format(query.data[field]) : <Skeleton width={80} />}
              </Typography>
            </div>
          ))}
        </Box>
      )}
    </Paper>
  );
}

const summaryColumns = (t: TFunction): DataTableColumn<VehicleSummaryRow>[] => [
  linkColumn('mark', t('vehicleMark'), (row) => vehiclePaths.mark(row.markId)),
  { field: 'modelsCount', header: t('vehicleModelsColumn'), width: 160, align: 'right' },
  { field: 'typesCount', header: t('vehicleTypesColumn'), width: 160, align: 'right' },
];

/** /vehicle-editor (C§2.6): the totals and the summary of marks, 5 rows per page. */
export function VehicleHomePage() {
  const { t } = useTranslation();
  const columns = useMemo(() => summaryColumns(t), [t]);
  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h5">
        {t('drawerVehicleEditor')}
      </Typography>
      <VehicleTotalsPanel />
      <DataTable
        title={t('vehicleSummary')}
        titleComponent="h2"
        queryKey={vehicleKeys.summary}
        load={loadSummaryPage}
        columns={columns}
        rowId={(row) => row.markId}
        pageSizes={pageSizes.vehicleSummary}
        searchable={false}
      />
    </Stack>
  );
}
