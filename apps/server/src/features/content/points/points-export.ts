import { renderText, type Language, type TextKey } from '@bo/contract';
import type { SpreadsheetDownload } from '../../../platform/excel/spreadsheet-download.js';
import type { ExportValue, SpreadsheetColumn } from '../../../platform/excel/spreadsheet-export.js';
import { cents, fromCents } from './points.presenter.js';
import type { PointsRowData } from './points.repository.js';

type PointColumn = 'accrued' | 'adjusted' | 'spent' | 'user_points';
const pointColumns: readonly PointColumn[] = ['accrued', 'adjusted', 'spent', 'user_points'];
type Sums = Record<PointColumn, number>;

/** A line of the file: a row of the tab, or the sums row that ends it. */
type ExportLine = { row: PointsRowData } | { sums: Sums };

const pointsFormat = '#,##0.00';

/** The tab's columns (B§3 Points row) with the catalogue's headers; the sums row fills the point columns. */
const columnSpecs: readonly {
  header: TextKey;
  value: (row: PointsRowData) => ExportValue;
  sum?: PointColumn;
  width?: number;
}[] = [
  { header: 'pointsColumnRating', value: (row) => row.rating, width: 10 },
  { header: 'pointsColumnMainCode', value: (row) => row.main_code },
  { header: 'pointsColumnCustName', value: (row) => row.cust_name, width: 40 },
  { header: 'pointsColumnAccrued', value: (row) => row.accrued, sum: 'accrued' },
  { header: 'pointsColumnAdjusted', value: (row) => row.adjusted, sum: 'adjusted' },
  { header: 'pointsColumnSpent', value: (row) => row.spent, sum: 'spent' },
  { header: 'pointsColumnUserPoints', value: (row) => row.user_points, sum: 'user_points' },
  { header: 'pointsColumnRespCenter', value: (row) => row.resp_center, width: 25 },
  { header: 'pointsColumnSalespersonName', value: (row) => row.salesperson_name, width: 30 },
];

function exportColumns(language: Language): SpreadsheetColumn<ExportLine>[] {
  const totalLabel = renderText(language, { key: 'pointsColumnTotal' });
  return columnSpecs.map((spec, index) => ({
    header: renderText(language, { key: spec.header }),
    value: (line) => {
      if ('row' in line) return spec.value(line.row);
      if (spec.sum) return line.sums[spec.sum];
      return index === 0 ? totalLabel : null;
    },
    ...(spec.width ? { width: spec.width } : {}),
    ...(spec.sum ? { numFmt: pointsFormat } : {}),
  }));
}

/** The batches as they come, then one line: the sums of the rows written (exact, in cents). */
async function* withSumsRow(batches: AsyncIterable<PointsRowData[]>): AsyncGenerator<ExportLine[]> {
  const total: Sums = { accrued: 0, adjusted: 0, spent: 0, user_points: 0 };
  for await (const batch of batches) {
    for (const row of batch) for (const column of pointColumns) total[column] += cents(row[column]);
    yield batch.map((row) => ({ row }));
  }
  const sums = Object.fromEntries(
    pointColumns.map((column) => [column, fromCents(total[column])]),
  ) as Sums;
  yield [{ sums }];
}

/**
 * PointsExportToExcel (B§2 tab-4, B§7): the rows the search selects, in
 * rating order, with the tab's columns and a last row of the sums of the
 * rows above it; headers in the caller's language.
 */
export function pointsDownload(
  contentId: number,
  batches: AsyncIterable<PointsRowData[]>,
  language: Language,
): SpreadsheetDownload<ExportLine> {
  return {
    fileName: `Points-${contentId}`,
    kind: 'xlsx',
    sheetName: renderText(language, { key: 'contentTabPoints' }),
    columns: exportColumns(language),
    batches: withSumsRow(batches),
  };
}
