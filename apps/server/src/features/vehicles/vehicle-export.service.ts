import { cleanVehicleItemNo, type VehicleItemsExportQuery } from '@bo/contract';
import type { Database } from '../../platform/db/database.js';
import type { SpreadsheetDownload } from '../../platform/excel/spreadsheet-download.js';
import { keysetBatches } from '../../platform/excel/spreadsheet-export.js';
import {
  exportColumns,
  itemsFile,
  marksFile,
  modelsFile,
  vehiclesFile,
  type VehicleFile,
} from './vehicle-columns.js';
import * as repo from './vehicle-files.repository.js';

/**
 * Rows per keyset page of the items export. Each page hash-joins the
 * modifications, models, marks and the item master's texts whole, so fewer,
 * larger pages cost less: at 1,000,000 items 200 pages of 5,000 took 5.0 s of
 * SQL on PostgreSQL, 50 of 20,000 3.2 s (about 4 MB of rows in memory at once).
 */
const itemBatchSize = 20_000;

/**
 * The vehicle editor's exports (C§2.6, C§7): each streams its file, a keyset
 * page at a time in key order, with the columns of its file type
 * (`vehicle-columns.ts`), so that the file imports back. Marks, models and
 * modifications as .xlsx; items as .csv, optionally filtered.
 */
export class VehicleExportService {
  constructor(private readonly db: Database) {}

  marks(): SpreadsheetDownload<repo.MarkExportRow> {
    return this.workbook(marksFile, 'Marks', repo.marksAfter, (row) => row.markId);
  }

  models(): SpreadsheetDownload<repo.ModelExportRow> {
    return this.workbook(modelsFile, 'Models', repo.modelsAfter, (row) => row.modelId);
  }

  /** The modifications; `full` adds their mark's and model's names beside the ids. */
  vehicles(full: boolean): SpreadsheetDownload<repo.TypeExportRow> {
    return this.workbook(
      vehiclesFile,
      full ? 'VehiclesFull' : 'Vehicles',
      repo.typesAfter,
      (row) => row.typeId,
      full,
    );
  }

  /**
   * The items, with the caller's item master's texts; filters markId,
   * modelId and itemNo (cleaned as AddItems cleans it, matched exactly) apply
   * together, none meaning every item.
   */
  items(comId: number, query: VehicleItemsExportQuery): SpreadsheetDownload<repo.ItemExportRow> {
    const filter: repo.ItemsExportFilter = {
      markId: query.markId,
      modelId: query.modelId,
      itemNo: query.itemNo ? cleanVehicleItemNo(query.itemNo) : undefined,
    };
    return {
      fileName: 'VehicleItems',
      kind: 'csv',
      columns: exportColumns(itemsFile),
      batches: keysetBatches<repo.ItemExportRow, repo.ItemKey>(
        (after, limit) => repo.itemsAfter(this.db, comId, filter, after, limit),
        (row) => ({ typeId: row.typeId, itemNo: row.itemNo }),
        itemBatchSize,
      ),
    };
  }

  /** A file type's .xlsx export, read a keyset page at a time in id order. */
  private workbook<Row>(
    file: VehicleFile<Row>,
    fileName: string,
    rowsAfter: (db: Database, after: number | undefined, limit: number) => Promise<Row[]>,
    idOf: (row: Row) => number,
    full = false,
  ): SpreadsheetDownload<Row> {
    return {
      fileName,
      kind: 'xlsx',
      sheetName: file.sheetName,
      columns: exportColumns(file, full),
      batches: keysetBatches((after, limit) => rowsAfter(this.db, after, limit), idOf),
    };
  }
}
