import {
  vehicleImportMaxLines,
  vehicleImportTypes,
  type VehicleImportAnswer,
  type VehicleImportFailure,
  type VehicleImportType,
} from '@bo/contract';
import type { SignedInUser } from '../../platform/auth/account-store.js';
import { auditChange } from '../../platform/audit.js';
import type { Database } from '../../platform/db/database.js';
import type { FileSource } from '../../platform/excel/file-source.js';
import { runImport, type ImportOutcome } from '../../platform/excel/run-import.js';
import type { SheetLine } from '../../platform/excel/sheet-line.js';
import { openSpreadsheet } from '../../platform/excel/spreadsheet-rows.js';
import {
  itemsFile,
  marksFile,
  modelsFile,
  removeItemsFile,
  vehiclesFile,
  type VehicleFile,
} from './vehicle-columns.js';
import { itemsImport, removeItemsImport } from './vehicle-import.items.js';
import {
  newTally,
  readHeader,
  type FileHeader,
  type ImportedLine,
  type ImportTally,
  type TypeImport,
} from './vehicle-import.lines.js';
import { marksImport } from './vehicle-import.marks.js';
import { modelsImport } from './vehicle-import.models.js';
import { vehiclesImport } from './vehicle-import.vehicles.js';

/** The audit entity of each import type: the entities of the editor's own changes. */
const auditEntities = {
  [vehicleImportTypes.marks]: 'vehicleMark',
  [vehicleImportTypes.models]: 'vehicleModel',
  [vehicleImportTypes.vehicles]: 'vehicleType',
  [vehicleImportTypes.items]: 'vehicleItem',
  [vehicleImportTypes.removeItems]: 'vehicleItem',
} as const satisfies Record<VehicleImportType, string>;

/**
 * The vehicle editor's imports, `POST /api/VehicleEditor/Import/{type}`
 * (issue 13; DESIGN §9). Each type reads the columns its export writes
 * (`vehicle-columns.ts`), found by the header line. The file runs through
 * `runImport`: checked whole first (a file refused whole writes nothing),
 * then written a batch per transaction with set-based statements, a line
 * whole or not at all. One audit row tells what the import did.
 */
export class VehicleImportService {
  constructor(
    private readonly db: Database,
    private readonly maxLines = vehicleImportMaxLines,
  ) {}

  import(actor: SignedInUser, type: VehicleImportType, source: FileSource) {
    const tally = newTally();
    switch (type) {
      case vehicleImportTypes.marks:
        return this.run(actor, marksFile, marksImport(this.db, tally), source, tally);
      case vehicleImportTypes.models:
        return this.run(actor, modelsFile, modelsImport(this.db, tally), source, tally);
      case vehicleImportTypes.vehicles:
        return this.run(actor, vehiclesFile, vehiclesImport(this.db, tally), source, tally);
      case vehicleImportTypes.items:
        return this.run(actor, itemsFile, itemsImport(this.db, tally), source, tally);
      case vehicleImportTypes.removeItems:
        return this.run(actor, removeItemsFile, removeItemsImport(this.db, tally), source, tally);
    }
  }

  private async run<Row, Line extends ImportedLine>(
    actor: SignedInUser,
    file: VehicleFile<Row>,
    steps: TypeImport<Line>,
    source: FileSource,
    tally: ImportTally,
  ): Promise<VehicleImportAnswer> {
    const sheet = await openSpreadsheet(source, { accept: file.kinds });
    let header: FileHeader | undefined;
    /** The lines after the header, which the first pass reads (a 400 when it lacks a column). */
    async function* dataLines(): AsyncGenerator<SheetLine> {
      let first = true;
      for await (const line of sheet.lines()) {
        if (first) {
          header ??= readHeader(file, line);
          first = false;
        } else yield line;
      }
    }
    const failure = (line: Line, error: string): VehicleImportFailure => ({
      line: line.line,
      error,
      ...line.keys,
    });
    let outcome: ImportOutcome<VehicleImportFailure>;
    try {
      outcome = await runImport<Line, VehicleImportFailure>({
        read: dataLines,
        maxLines: this.maxLines,
        batchSize: steps.batchSize,
        parse: (line) => {
          if (!header) throw new Error('a line before the header');
          return steps.parse(line, header);
        },
        check: async (lines) =>
          (await steps.check(lines)).map((error, index) => {
            const line = lines[index];
            return error === null || !line ? null : failure(line, error);
          }),
        write: async (lines) => {
          const refused = await steps.write(lines);
          return lines.flatMap((line) => {
            const error = refused.get(line.line);
            return error === undefined ? [] : [failure(line, error)];
          });
        },
      });
    } catch (error) {
      // An import cut short by an error still leaves word of the batches it wrote.
      await this.audit(actor, file, tally, undefined);
      throw error;
    }
    await this.audit(actor, file, tally, outcome);
    return {
      success: outcome.failed.length === 0,
      imported: outcome.written,
      failedItems: outcome.failed,
    };
  }

  private async audit<Row>(
    actor: SignedInUser,
    file: VehicleFile<Row>,
    tally: ImportTally,
    outcome: ImportOutcome<VehicleImportFailure> | undefined,
  ): Promise<void> {
    if (tally.created + tally.updated + tally.removed === 0) return;
    const remove = file.type === vehicleImportTypes.removeItems;
    await auditChange(this.db, actor, auditEntities[file.type], {
      entityId: 'import',
      action: remove ? 'delete' : 'update',
      after: {
        importType: file.type,
        ...(outcome
          ? { lines: outcome.lines, written: outcome.written, failed: outcome.failed.length }
          : { interrupted: true }),
        ...(remove
          ? { removed: tally.removed }
          : { created: tally.created, updated: tally.updated }),
        keys: tally.keys,
      },
    });
  }
}
