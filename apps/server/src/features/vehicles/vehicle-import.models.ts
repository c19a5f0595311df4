import { englishT, vehicleModelFormSchema, type VehicleModelForm } from '@bo/contract';
import type { Database } from '../../platform/db/database.js';
import * as repo from './vehicle-files.repository.js';
import { distinct, SeenKeys, type ImportTally, type TypeImport } from './vehicle-import.lines.js';
import {
  readRecordLine,
  writeBatch,
  type RecordLine,
  type RecordTable,
} from './vehicle-import.records.js';
import { modelValueNames } from './vehicles.form.js';

/**
 * Import type 2, models (.xlsx): a line with a modelId updates that model, one
 * without creates a model (models have no natural key: C§3 names repeat).
 * The mark must be there ('Mark not found'); a model given another mark moves
 * there, its modifications with it (the key's ON UPDATE CASCADE).
 */
export function modelsImport(
  db: Database,
  tally: ImportTally,
): TypeImport<RecordLine<VehicleModelForm>> {
  const seen = new SeenKeys<number>();
  const markNotFound = englishT('vehicleMarkNotFound');
  const modelNotFound = englishT('vehicleModelNotFound');
  const modelRecords: RecordTable = {
    table: repo.recordTables.models,
    idField: 'modelId',
    fields: ['markId', ...modelValueNames],
    notFound: modelNotFound,
  };

  return {
    batchSize: 1000,
    parse: (line, header) =>
      readRecordLine(vehicleModelFormSchema, ['modelId', 'markId', 'model'], line, header),
    async check(lines) {
      const forms = lines.flatMap((line) => (line.form ? [line.form] : []));
      const [models, marks] = await Promise.all([
        repo.modelMarks(db, distinct(forms.map((form) => form.modelId || undefined))),
        repo.existingMarkIds(db, distinct(forms.map((form) => form.markId || undefined))),
      ]);
      return lines.map(({ line, form, error }) => {
        if (!form) return error ?? null;
        if (form.modelId && !models.has(form.modelId)) return modelNotFound;
        if (!form.markId || !marks.has(form.markId)) return markNotFound;
        return seen.repeated([form.modelId || undefined], line);
      });
    },
    write: (lines) =>
      writeBatch(db, tally, modelRecords, lines, async (tx) => {
        // Marks deleted since the check are refused; the others stay until the commit.
        const marks = await repo.existingMarkIds(
          tx,
          distinct(lines.map((line) => line.form?.markId || undefined)),
          true,
        );
        return (form) => (form && marks.has(form.markId ?? 0) ? { ...form } : markNotFound);
      }),
  };
}
