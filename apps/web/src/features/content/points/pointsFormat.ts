import { pointsDecimals } from '@bo/contract';

/**
 * B§9: points with 2 decimals, '1234.50' in every language (no grouping), as
 * the exported workbook and the sums read them.
 */
export function formatPoints(points: number): string {
  // -0.001 rounds to '-0.00': shown as 0.
  const shown = points.toFixed(pointsDecimals);
  return Number(shown) === 0 ? (0).toFixed(pointsDecimals) : shown;
}
