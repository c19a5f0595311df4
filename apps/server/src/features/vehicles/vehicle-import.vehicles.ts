import {
  englishT,
  vehicleDictionaryNames,
  vehicleTypeFormSchema,
  type VehicleDictionaryName,
  type VehicleTypeForm,
} from '@bo/contract';
import type { Database } from '../../platform/db/database.js';
import * as repo from './vehicle-files.repository.js';
import {
  cellError,
  distinct,
  SeenKeys,
  type ImportTally,
  type TypeImport,
} from './vehicle-import.lines.js';
import {
  readRecordLine,
  writeBatch,
  type RecordLine,
  type RecordTable,
} from './vehicle-import.records.js';
import { typeValueNames } from './vehicles.form.js';
import { dictionaries } from './vehicles.repository.js';

/**
 * Import type 3, modifications (.xlsx, either export's columns): a line with a
 * typeId updates that modification, one without creates one. The model must
 * be there, and markId, when given, its mark (as in CreateVehicle); the
 * modification takes its model's mark. Dictionary ids must be in their lists.
 */
export function vehiclesImport(
  db: Database,
  tally: ImportTally,
): TypeImport<RecordLine<VehicleTypeForm>> {
  const seen = new SeenKeys<number>();
  const modelNotFound = englishT('vehicleModelNotFound');
  const typeNotFound = englishT('vehicleNotFound');
  const typeRecords: RecordTable = {
    table: repo.recordTables.types,
    idField: 'typeId',
    fields: ['modelId', 'markId', ...typeValueNames],
    notFound: typeNotFound,
  };
  let lists: Promise<Map<VehicleDictionaryName, Set<number>>> | undefined;
  const loadLists = async () => {
    const entries = new Map(vehicleDictionaryNames.map((name) => [name, new Set<number>()]));
    for (const row of await dictionaries(db)) entries.get(row.dictionary)?.add(row.id);
    return entries;
  };

  return {
    batchSize: 1000,
    parse(line, header) {
      const read = readRecordLine(
        vehicleTypeFormSchema,
        ['typeId', 'modelId', 'typeName'],
        line,
        header,
      );
      // An update sets the mark too: the modification takes its model's.
      return { ...read, given: [...new Set([...read.given, 'markId'])] };
    },
    async check(lines) {
      const forms = lines.flatMap((line) => (line.form ? [line.form] : []));
      const [models, types, known] = await Promise.all([
        repo.modelMarks(db, distinct(forms.map((form) => form.modelId || undefined))),
        repo.existingTypeIds(db, distinct(forms.map((form) => form.typeId || undefined))),
        (lists ??= loadLists()),
      ]);
      return lines.map(({ line, form, error }) => {
        if (!form) return error ?? null;
        if (form.typeId && !types.has(form.typeId)) return typeNotFound;
        const markId = form.modelId ? models.get(form.modelId) : undefined;
        if (markId === undefined || (form.markId && form.markId !== markId)) return modelNotFound;
        const unknown = vehicleDictionaryNames.find((name) => {
          const id = form[name];
          return id !== null && !known.get(name)?.has(id);
        });
        if (unknown) return cellError(unknown, englishT('vehicleDictionaryUnknown'));
        return seen.repeated([form.typeId || undefined], line);
      });
    },
    write: (lines) =>
      writeBatch(db, tally, typeRecords, lines, async (tx) => {
        // The models as they are now, kept until the commit; each line takes its model's mark.
        const models = await repo.modelMarks(
          tx,
          distinct(lines.map((line) => line.form?.modelId || undefined)),
          true,
        );
        return (form) => {
          const markId = models.get(form?.modelId ?? 0);
          return form && markId !== undefined ? { ...form, markId } : modelNotFound;
        };
      }),
  };
}
