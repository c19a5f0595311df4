import type { TextKey } from '@bo/contract';
import CheckIcon from '@mui/icons-material/Check';
import type { TFunction } from 'i18next';
import type { Crumb } from '../../platform/ui/PageBreadcrumbs';
import type { DataTableColumn } from '../../platform/ui/data-table/types';
import { vehiclePaths } from './vehiclePaths';

/** A yes/no column: a tick for yes, nothing for no. */
export function flagColumn<Row>(
  field: keyof Row & string,
  header: TextKey,
  t: TFunction,
  orderBy?: string,
): DataTableColumn<Row> {
  return {
    field,
    header: t(header),
    sortable: true,
    orderBy,
    width: 100,
    align: 'center',
    render: (row) =>
      row[field] ? <CheckIcon fontSize="small" color="success" titleAccess={t(header)} /> : null,
  };
}

/** One level below Vehicles: the mark, model or modification and its page. */
export interface VehicleLevel {
  key: string;
  label: string;
  to: string;
}

/**
 * The breadcrumb of C§2.5: Vehicles, then the mark, model and modification,
 * only as many levels as the address has ids; the last is the page shown.
 */
export function vehicleCrumbs(levels: readonly VehicleLevel[], t: TFunction): Crumb[] {
  return [{ key: 'vehicles', label: t('drawerVehicles'), to: vehiclePaths.marks }, ...levels];
}

/** Shown for a parent's name while it loads. */
export const loadingName = '…';
