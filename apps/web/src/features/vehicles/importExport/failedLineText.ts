import type { VehicleImportFailure } from '@bo/contract';
import type { TFunction } from 'i18next';
import { fieldErrorText } from '../../../platform/fieldErrorText';

/**
 * A line an import did not take, as the failed-lines dialog lists it: its
 * number, its key cells named by their columns (`markId 7, mark Audi`), and
 * the reason in the user's language (the server words it in English).
 */
export function failedLineText({ line, error, ...cells }: VehicleImportFailure, t: TFunction) {
  const shown = Object.entries(cells)
    .filter(([, value]) => value !== null && String(value).trim() !== '')
    .map(([column, value]) => `${column} ${String(value)}`)
    .join(', ');
  const words = fieldErrorText(error, t);
  return shown
    ? t('vehicleIeFailedLine', { line, cells: shown, error: words })
    : t('vehicleIeFailedLineBare', { line, error: words });
}
