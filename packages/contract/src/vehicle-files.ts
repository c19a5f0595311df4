import { vehicleImportTypes, type VehicleImportType } from './vehicles.js';

/**
 * The vehicle editor's import files (issue 13, C§2.6): what each import type
 * reads, for the import dialog's file picker and the server alike. Marks,
 * models and modifications are .xlsx; items and remove by list .csv or .xlsx
 * (DESIGN §9).
 */
export const vehicleImportKinds = {
  [vehicleImportTypes.marks]: ['xlsx'],
  [vehicleImportTypes.models]: ['xlsx'],
  [vehicleImportTypes.vehicles]: ['xlsx'],
  [vehicleImportTypes.items]: ['csv', 'xlsx'],
  [vehicleImportTypes.removeItems]: ['csv', 'xlsx'],
} as const satisfies Record<VehicleImportType, readonly ('xlsx' | 'csv')[]>;

/** Most data lines (the header row aside) one vehicle import file may hold; a longer file writes nothing. */
export const vehicleImportMaxLines = 1_000_000;
